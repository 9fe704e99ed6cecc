import type { KindsOf, TemplatesOf } from './common.ts';

/** The notices of notices published to their audience. Kinds are named `shell.<event>`. */
export type BulletinNotices = Record<never, never>;

export const bulletinKinds = {} as const satisfies KindsOf<BulletinNotices>;

export const bulletinTemplates: TemplatesOf<BulletinNotices> = {};
