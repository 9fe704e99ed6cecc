import type { KindsOf, TemplatesOf } from './common.ts';

/** The notices of bidding results and add/drop results. Kinds are named `bidding.<event>`. */
export type BiddingNotices = Record<never, never>;

export const biddingKinds = {} as const satisfies KindsOf<BiddingNotices>;

export const biddingTemplates: TemplatesOf<BiddingNotices> = {};
