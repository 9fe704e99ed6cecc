import type { KindsOf, TemplatesOf } from './common.ts';

/** The notices of resume reviews. Kinds are named `resumes.<event>`. */
export type ResumeNotices = Record<never, never>;

export const resumeKinds = {} as const satisfies KindsOf<ResumeNotices>;

export const resumeTemplates: TemplatesOf<ResumeNotices> = {};
