import type { KindsOf, TemplatesOf } from './common.ts';

/** The notices of double-degree interviews and results. Kinds are named `double-degree.<event>`. */
export type DoubleDegreeNotices = Record<never, never>;

export const doubleDegreeKinds = {} as const satisfies KindsOf<DoubleDegreeNotices>;

export const doubleDegreeTemplates: TemplatesOf<DoubleDegreeNotices> = {};
