import type { KindsOf, TemplatesOf } from './common.ts';

/** The notices of evaluation surveys: assigned, closing soon. Kinds are named `surveys.<event>`. */
export type SurveyNotices = Record<never, never>;

export const surveyKinds = {} as const satisfies KindsOf<SurveyNotices>;

export const surveyTemplates: TemplatesOf<SurveyNotices> = {};
