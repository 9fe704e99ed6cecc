import type { KindsOf, TemplatesOf } from './common.ts';

/** The notices of career activities (waitlist promotion), and what careers staff decide. Kinds are named `careers.<event>`. */
export type CareerNotices = Record<never, never>;

export const careerKinds = {} as const satisfies KindsOf<CareerNotices>;

export const careerTemplates: TemplatesOf<CareerNotices> = {};
