import type { KindsOf, TemplatesOf } from './common.ts';

/** The notices of lectures (waitlist promotion), class changes, exemptions, attendance warnings. Kinds are named `teaching.<event>`. */
export type TeachingNotices = Record<never, never>;

export const teachingKinds = {} as const satisfies KindsOf<TeachingNotices>;

export const teachingTemplates: TemplatesOf<TeachingNotices> = {};
