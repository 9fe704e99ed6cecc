import { UNLIMITED_PLACES } from '@portal/contracts';
import type { ActivityRow, SignupState } from '@portal/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../shared/date-format.ts';
import { pickText, useLanguage } from '../../../../shared/language.ts';

/** Solid colours with white text: the light tags fail the WCAG AA contrast ratio. */
const stateColors: Record<SignupState, string> = {
  open: '#237804', notOpen: '#0958d9', closed: '#595959', started: '#595959', ended: '#595959', organiserClosed: '#595959',
};
const statusColors: Record<number, string> = { 1: '#237804', 2: '#595959', 3: '#ad4e00', 4: '#a8071a' };

/** Where the sign-up stands (the list marks closed ones). */
export function SignupStateTag({ state }: { state: SignupState }) {
  const { t } = useTranslation();
  return <Tag color={stateColors[state]} data-testid="activity-state">{t(`careers.activities.state.${state}`)}</Tag>;
}

/** The state of a row, 'full' when open with every place taken. */
export function ActivityState({ row }: { row: Pick<ActivityRow, 'signupState' | 'personNum' | 'signUpCount'> }) {
  const { t } = useTranslation();
  if (row.signupState === 'open' && isFull(row)) return <Tag color="#ad4e00" data-testid="activity-state">{t('careers.activities.state.full')}</Tag>;
  return <SignupStateTag state={row.signupState} />;
}

/** CAR-S01 as read on the waitlist: 1 place, 2 withdrawn, 3 waiting, 4 failed. */
export function SignupStatusTag({ status }: { status: number }) {
  const { t } = useTranslation();
  return <Tag color={statusColors[status] ?? '#595959'} data-testid="signup-status">{t(`careers.activities.status.${status}`)}</Tag>;
}

/** The texts of an activity in the reader's language. */
export function useActivityText() {
  const { t } = useTranslation();
  const lang = useLanguage();
  return {
    name: (r: Pick<ActivityRow, 'name' | 'nameEn'>) => pickText(lang, r.name, r.nameEn),
    address: (r: Pick<ActivityRow, 'address' | 'addressEn'>) => pickText(lang, r.address, r.addressEn),
    type: (r: Pick<ActivityRow, 'activityTypeDes' | 'activityTypeDesEN'>) => pickText(lang, r.activityTypeDes, r.activityTypeDesEN),
    times: (r: Pick<ActivityRow, 'vdActiveTimes'>) => r.vdActiveTimes.map((x) => `${formatDateTime(x.beginTime)}-${formatDateTime(x.endTime).slice(11)}`),
    window: (r: Pick<ActivityRow, 'signupBeginTime' | 'signupEndTime'>) => `${formatDateTime(r.signupBeginTime)} ~ ${formatDateTime(r.signupEndTime)}`,
    places: (r: Pick<ActivityRow, 'personNum' | 'signUpCount' | 'waitingCount'>) => (r.personNum >= UNLIMITED_PLACES
      ? t('careers.activities.unlimited', { count: r.signUpCount })
      : `${r.signUpCount}/${r.personNum}${r.waitingCount ? ` · ${t('careers.activities.waiting', { count: r.waitingCount })}` : ''}`),
    eligibility: (r: Pick<ActivityRow, 'studentTypeDes' | 'studentTypeDesEN' | 'inSchoolYear'>) => {
      const types = pickText(lang, r.studentTypeDes, r.studentTypeDesEN) || t('careers.activities.everyType');
      const years = r.inSchoolYear ? r.inSchoolYear.split('@').join(', ') : t('careers.activities.everyYear');
      return `${types} · ${years}`;
    },
    survey: (r: Pick<ActivityRow, 'surveyName' | 'surveyNameEn'>) => (r.surveyName ? pickText(lang, r.surveyName, r.surveyNameEn) : '-'),
  };
}

/** The full activity is joined as a waitlist place; the server gives a free place if one opened meanwhile. */
export const isFull = (r: Pick<ActivityRow, 'personNum' | 'signUpCount'>) => r.signUpCount >= r.personNum;

/** The survey page of an activity (the survey engine's /activity/view route), for a student holding a place. */
export const activitySurveyPath = (r: Pick<ActivityRow, 'surveyID' | 'surveyAssignmentId'>, userId: number) =>
  (r.surveyID && r.surveyAssignmentId ? `/activity/view/${r.surveyID}/${r.surveyAssignmentId}/${userId}?businessType=Activity` : null);
