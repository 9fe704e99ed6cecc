import type { KindsOf, TemplatesOf } from './common.ts';

/** The notices of mentors and supervisors: confirmed, declined, matching. Kinds are named `selection.<event>`. */
export type SelectionNotices = Record<never, never>;

export const selectionKinds = {} as const satisfies KindsOf<SelectionNotices>;

export const selectionTemplates: TemplatesOf<SelectionNotices> = {};
