/** Careers: positions (FEATURES §2.5, CAR). Filled in by its part. */
export {};
