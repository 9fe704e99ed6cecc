/** Contracts of the teaching domain's attendance part (FEATURES §2.3). */
export {};
