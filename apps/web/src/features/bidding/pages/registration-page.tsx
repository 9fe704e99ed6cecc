import '../bidding.css';
import type { RegistrationSummary } from '@portal/contracts';
import { Card, Descriptions, Skeleton } from 'antd';
import type { DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useCurrentUser } from '../../../shared/current-user.tsx';
import { pickText, useLanguage } from '../../../shared/language.ts';
import { usePlanDetail, useRegistrationSummary } from '../bidding.api.ts';
import { PlanNotFound } from '../components/page-guards.tsx';
import { RegistrationTable } from '../components/registration-table.tsx';

/** The figures each programme shows, in order; EMBA counts module credits and has its own total. */
const mbaFigures: (keyof RegistrationSummary)[] = [
  'allPoint', 'usePoint', 'nousePoint', 'inScore', 'outScore', 'allScore', 'optionalCourseMinScore', 'optionalFinishScore',
];
const embaFigures: (keyof RegistrationSummary)[] = ['allPoint', 'usePoint', 'nousePoint', 'inScore', 'outScore', 'embaOptionalScore', 'optionalCourseMinScore'];

/**
 * The registration view of a plan (FEATURES BID-R05, BID-U08): the summary, then required courses
 * (not for EMBA), the student's electives and (MBA only) the courses given up in add/drop.
 */
export function RegistrationPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const user = useCurrentUser();
  const params = useParams();
  const planId = Number(params.planID);
  const valid = Number.isInteger(planId) && planId > 0;
  const plan = usePlanDetail(valid ? planId : 0);
  const summary = useRegistrationSummary(valid ? planId : 0, user.studentNumber);

  if (!valid || plan.isError) return <PlanNotFound />;

  const pageType = plan.data?.pageType ?? user.pageType ?? 'mba';
  const emba = pageType === 'emba';
  const labels = emba ? 'emba' : 'mba';
  const items: DescriptionsProps['items'] = (emba ? embaFigures : mbaFigures).map((key) => ({
    key,
    label: t(`bidding.registration.summary.${labels}.${key}`),
    children: <span data-testid={`summary-${key}`}>{summary.data ? summary.data[key] : '—'}</span>,
  }));

  return (
    <div className="page-width page-block" data-testid="registration-page">
      <Card
        title={
          <span data-testid="registration-title">
            {t('bidding.registration.title')}
            {plan.data ? <span className="bid-plan-name">{t('bidding.bidPage.planName', { name: pickText(lang, plan.data.planName, plan.data.planNameEn) })}</span> : null}
          </span>
        }
        className="bid-registration-card"
      >
        {summary.isPending ? <Skeleton active paragraph={{ rows: 2 }} /> : (
          <div data-testid="registration-summary">
            <Descriptions size="small" bordered column={4} items={items} />
          </div>
        )}
      </Card>
      {emba ? null : <RegistrationTable kind="required" planId={planId} studentNumber={user.studentNumber} pageType={pageType} withBack />}
      <RegistrationTable kind="electives" planId={planId} studentNumber={user.studentNumber} pageType={pageType} withBack={emba} />
      {emba ? null : <RegistrationTable kind="dropped" planId={planId} studentNumber={user.studentNumber} pageType={pageType} withBack={false} />}
    </div>
  );
}
