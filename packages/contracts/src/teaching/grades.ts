/** Contracts of the teaching domain's grades part (FEATURES §2.3). */
export {};
