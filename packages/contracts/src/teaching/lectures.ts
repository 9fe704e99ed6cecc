/** Contracts of the teaching domain's lectures part (FEATURES §2.3). */
export {};
