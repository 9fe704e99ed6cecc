/** Contracts of the teaching domain's training part (FEATURES §2.3). */
export {};
