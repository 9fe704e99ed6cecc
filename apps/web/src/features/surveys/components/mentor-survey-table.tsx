import type { MentorSurveyRow } from '@portal/contracts';
import { MENTOR_PAGE_SIZE } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pickText, useLanguage } from '../../../shared/language.ts';
import { PagedTable } from '../../../shared/paged-table.tsx';
import type { PagedColumn } from '../../../shared/paged-table.tsx';
import { mentorSurveyPath } from '../survey-links.ts';
import { surveyKeys, surveysApi } from '../surveys.api.ts';
import { FillStatusTag, dateTime } from './fill-status.tsx';

/** The nominated-mentor surveys (pageType mbaxy), with the mentor's position (FEATURES SURV-U02). */
export function MentorSurveyTable({ from }: { from: 'faculty' | 'alumni' }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const columns: PagedColumn<MentorSurveyRow>[] = [
    {
      title: t('surveys.columns.surveyName'), key: 'surveyName',
      render: (_, r) => <Link to={mentorSurveyPath(r, from)} data-testid="mentor-survey-link">{pickText(lang, r.surveyName, r.surveyNameEn)}</Link>,
    },
    { title: t('surveys.columns.mentor'), key: 'mentor', render: (_, r) => pickText(lang, r.teacherName ?? '', r.teacherNameEn) },
    { title: t('surveys.columns.position'), key: 'position', render: (_, r) => pickText(lang, r.position ?? '', r.positionEn) },
    { title: t('surveys.columns.status'), key: 'status', width: 110, render: (_, r) => <FillStatusTag status={r.status} /> },
    { title: t('surveys.columns.fillTime'), key: 'creationTime', width: 160, render: (_, r) => dateTime(r.creationTime) },
  ];
  return (
    <PagedTable<MentorSurveyRow>
      queryKey={surveyKeys.mentor()}
      fetchPage={surveysApi.mentor}
      columns={columns}
      rowKey={(r) => `${r.surveyID}-${r.businessValue}`}
      defaultPageSize={MENTOR_PAGE_SIZE}
      rowTestId="mentor-survey-row"
    />
  );
}
