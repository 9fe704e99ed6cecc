import '../surveys.css';
import type { FacultySurveyRow } from '@portal/contracts';
import { Card, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '../../../shared/current-user.tsx';
import { pickText, useLanguage } from '../../../shared/language.ts';
import { PagedTable } from '../../../shared/paged-table.tsx';
import type { PagedColumn } from '../../../shared/paged-table.tsx';
import { FillStatusTag, dateTime } from '../components/fill-status.tsx';
import { MentorSurveyTable } from '../components/mentor-survey-table.tsx';
import { facultySurveyPath, showsMentorList } from '../survey-links.ts';
import { FACULTY_LIST_PAGE_SIZE, surveyKeys, surveysApi } from '../surveys.api.ts';

/**
 * The faculty evaluation list (education.md §2): keyword search, 50 a page, course name in the
 * current language; MBA students see their nominated-mentor surveys as a second list.
 */
export function FacultySurveyListPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const user = useCurrentUser();
  const [queryText, setQueryText] = useState('');
  const columns: PagedColumn<FacultySurveyRow>[] = [
    {
      title: t('surveys.columns.surveyName'), key: 'surveyName',
      render: (_, r) => <Link to={facultySurveyPath(r)} data-testid="faculty-survey-link">{pickText(lang, r.surveyName, r.surveyNameEn)}</Link>,
    },
    { title: t('surveys.columns.evaluationType'), key: 'evaluationType', width: 150, render: (_, r) => pickText(lang, r.evaluationType, r.evaluationTypeEn) },
    { title: t('surveys.columns.courseName'), key: 'course', sorter: true, sortField: lang === 'en-US' ? 'courseNameEN' : 'courseNameCN', render: (_, r) => (lang === 'en-US' ? r.courseNameEN ?? r.courseNameCN : r.courseNameCN) },
    { title: t('surveys.columns.teacherName'), key: 'teacher', width: 140, render: (_, r) => pickText(lang, r.teacherName ?? '', r.teacherNameEn) },
    { title: t('surveys.columns.status'), key: 'status', width: 110, render: (_, r) => <FillStatusTag status={r.status} /> },
    { title: t('surveys.columns.fillTime'), key: 'creationTime', width: 160, render: (_, r) => dateTime(r.creationTime) },
  ];
  return (
    <div className="page-width page-block" data-testid="faculty-survey-list">
      <Card
        title={<h1 className="survey-card-title">{t('surveys.faculty.title')}</h1>}
        extra={(
          <Input.Search allowClear placeholder={t('surveys.faculty.search')} aria-label={t('surveys.faculty.search')} data-testid="faculty-survey-search"
            onSearch={(v) => setQueryText(v.trim())} style={{ width: 280 }} />
        )}
      >
        <PagedTable<FacultySurveyRow>
          queryKey={surveyKeys.faculty()}
          fetchPage={surveysApi.faculty}
          columns={columns}
          queryText={queryText}
          rowKey={(r) => `${r.surveyID}-${r.businessValue}`}
          defaultPageSize={FACULTY_LIST_PAGE_SIZE}
          rowTestId="faculty-survey-row"
        />
      </Card>
      {showsMentorList(user) ? (
        <Card className="survey-second-card" title={<h2 className="survey-card-title">{t('surveys.mentor.title')}</h2>} data-testid="faculty-mentor-list">
          <MentorSurveyTable from="faculty" />
        </Card>
      ) : null}
    </div>
  );
}
