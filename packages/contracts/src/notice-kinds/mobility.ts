import type { KindsOf, TemplatesOf } from './common.ts';

/** The notices of visiting projects and study trips (queue promotion, results). Kinds are named `mobility.<event>`. */
export type MobilityNotices = Record<never, never>;

export const mobilityKinds = {} as const satisfies KindsOf<MobilityNotices>;

export const mobilityTemplates: TemplatesOf<MobilityNotices> = {};
