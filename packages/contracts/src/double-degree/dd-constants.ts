/** Double-degree constants (selection.md §4, §5, §9; FEATURES MOB-S06…S09, MOB-V03…V10). */

/** Program list action (MOB-S09): 0 apply, 1 completed (submitted), 2 not started; null when the window has ended. */
export const SignupResult = { apply: 0, completed: 1, notStarted: 2 } as const;

/** Interview status (MOB-S08): 1 waiting for arrangements, 2 booked, 3 can book. */
export const InterviewStatus = { waiting: 1, booked: 2, canBook: 3 } as const;

/** Staff results (internal selection, partner school, final admission): 0 pending, 1 passed, 2 not passed. */
export const DdResult = { pending: 0, passed: 1, failed: 2 } as const;
export const ddResultLabels: Record<number, { zh: string; en: string }> = {
  0: { zh: '待定', en: 'Pending' },
  1: { zh: '通过', en: 'Passed' },
  2: { zh: '未通过', en: 'Not passed' },
};

/** vcType of the double-degree documents and their groups (vcFileType, selection.md §3). */
export const DD_VC_TYPE = 12;
export const ddFileTypes = { resume: 3, testReport: 4, languageReport: 5, bachelorTranscript: 6, mbaTranscript: 7, others: 8 } as const;
export const DD_FILE_TYPE_MIN = 3;
export const DD_FILE_TYPE_MAX = 8;
/** Documents per application card: ours, the spec gives no count. */
export const MAX_DD_DOCUMENTS = 30;

export const MAX_DD_EDUCATION = 6;
export const MAX_DD_EMPLOYMENT = 6;
export const MAX_DD_ESSAY = 9000;
export const DD_PHOTO_MAX_BYTES = 2_097_152;
export const DD_PHOTO_MIMES: readonly string[] = ['image/jpeg', 'image/png', 'image/gif'];

/** 11 digits, 1 then 3–9 (MOB-V05). */
export const DD_MOBILE_PATTERN = /^1[3-9]\d{9}$/;

export const DD_TEXT_MAX = 200;
export const DD_LONG_TEXT_MAX = 2000;
export const DD_RICH_TEXT_MAX = 50_000;

export const ddGenders = ['Female', 'Male'] as const;
export const ddMaritalStatuses = ['married', 'unmarried', 'single'] as const;
export const ddStudyModes = ['Part-Time', 'Full-Time'] as const;
