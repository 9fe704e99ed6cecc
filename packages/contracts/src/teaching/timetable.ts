/** Contracts of the teaching domain's timetable part (FEATURES §2.3). */
export {};
