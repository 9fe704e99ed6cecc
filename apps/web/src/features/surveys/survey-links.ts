import { BUSINESS_TYPE } from '@portal/contracts';
import type { FacultySurveyRow, GraduateSurveyRow, MentorSurveyRow, UserInfo } from '@portal/contracts';
import type { SurveyContext } from './surveys.api.ts';

const query = (row: { businessType: string; businessValue2: string }) =>
  `?${new URLSearchParams({ businessType: row.businessType, businessValue2: row.businessValue2 }).toString()}`;
const seg = (s: string) => encodeURIComponent(s);

/**
 * The faculty link in the route table's form, survey_new/view/{id}/{type}/{value}/{userId}
 * (FEATURES Q-14: the table has the type segment, so the link carries it; the query repeats it).
 */
export const facultySurveyPath = (r: FacultySurveyRow) =>
  `/education/evaluate/survey_new/view/${r.surveyID}/${seg(r.businessType)}/${seg(r.businessValue)}/${seg(r.userID)}${query(r)}`;

/** Nominated-mentor links: from the faculty page (…/evaluate/survey/view/…) or the mentor page (…/alumni/survey/view/…/). */
export const mentorSurveyPath = (r: MentorSurveyRow, from: 'faculty' | 'alumni') => (from === 'faculty'
  ? `/education/evaluate/survey/view/${r.surveyID}/${seg(r.businessValue)}/${seg(r.userID)}${query(r)}`
  : `/education/selection/alumni/survey/view/${r.surveyID}/${seg(r.businessValue)}/${seg(r.userID)}/${query(r)}`);

export const graduateSurveyPath = (r: GraduateSurveyRow) =>
  `/graduate-survey/view/${r.surveyId}/${r.id}/${seg(r.userID)}?businessType=${BUSINESS_TYPE.graduate}`;

/** A graduate survey opens only inside its window (end exclusive, docs/time.md) and before it is submitted (FEATURES SURV-S05). */
export const graduateSurveyOpen = (r: Pick<GraduateSurveyRow, 'beginTime' | 'endTime' | 'isSubmit'>, now = Date.now()) =>
  !r.isSubmit && Date.parse(r.beginTime) <= now && now < Date.parse(r.endTime);

/**
 * The context of the answering page from any of the eleven survey-view routes: the params are
 * named id, type and value in every route (routes.tsx); the query's businessType wins over the
 * type segment. `p` in the query means view-only.
 */
export function surveyContextOf(params: Record<string, string | undefined>, search: URLSearchParams): SurveyContext & { readOnly: boolean; userId: string | null } {
  const id = Number(params.id);
  return {
    surveyId: Number.isInteger(id) && id > 0 ? id : 0,
    businessValue: params.value ?? search.get('businessValue') ?? '',
    businessValue2: search.get('businessValue2') ?? '',
    businessType: search.get('businessType') ?? params.type ?? '',
    readOnly: search.has('p'),
    userId: params.userId ?? null,
  };
}

/** Nominated-mentor surveys are for MBA students (pageType mbaxy); the faculty page lists them second. */
export const showsMentorList = (user: Pick<UserInfo, 'pageType' | 'isAdmin'>) => user.pageType === 'mba';

/**
 * The success colour of the 'filled in' and 'submitted' labels: antd's green-8, solid with white
 * text, because the light success tag fails the WCAG AA contrast ratio.
 */
export const SUCCESS_TAG_COLOR = '#237804';
