import '../training.css';
import { PlanCourseType } from '@portal/contracts';
import type { PlanLectureRow } from '@portal/contracts';
import { Card, Descriptions, Result, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../../shared/current-user.tsx';
import { formatDate } from '../../../../shared/date-format.ts';
import { pickText, useLanguage } from '../../../../shared/language.ts';
import { ChangeRecordsTable } from '../components/change-records-table.tsx';
import { PlanCourseTable } from '../components/plan-course-table.tsx';
import { trainingApi, trainingKeys, useCredits, usePlanLectures, useStudentInfo } from '../training.api.ts';

/**
 * The EMBA training plan (ACAD-R03, U05): student info and credits, required courses, adjustment
 * records, elective courses and lectures. Other students see that the plan is for EMBA students.
 */
export function TrainingPlanPage() {
  const user = useCurrentUser();
  const { t } = useTranslation();
  if (user.pageType !== 'emba') {
    return <div className="page-width page-block"><Result status="info" title={t('teaching.training.embaOnly')} data-testid="training-emba-only" /></div>;
  }
  return (
    <div className="page-width page-block" data-testid="training-plan">
      <StudentSummary />
      <Card title={<h2 className="training-heading">{t('teaching.training.required')}</h2>} className="training-card">
        <PlanCourseTable courseType={PlanCourseType.required} testId="training-required" />
      </Card>
      <Card title={<h2 className="training-heading">{t('teaching.training.records')}</h2>} className="training-card">
        <ChangeRecordsTable queryKey={trainingKeys.changes()} fetchPage={trainingApi.changes} testId="training-records" />
      </Card>
      <Card title={<h2 className="training-heading">{t('teaching.training.elective')}</h2>} className="training-card">
        <PlanCourseTable courseType={PlanCourseType.elective} testId="training-elective" />
      </Card>
      <Card title={<h2 className="training-heading">{t('teaching.training.lectures')}</h2>} className="training-card">
        <LectureSection />
      </Card>
    </div>
  );
}

function StudentSummary() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const info = useStudentInfo();
  const credits = useCredits(info.data?.studentClassId);
  const c = credits.data;
  const i = info.data;
  return (
    <Card title={<h1 className="training-heading">{t('teaching.training.title')}</h1>} loading={info.isLoading} data-testid="training-summary">
      <Descriptions size="small" column={{ xs: 1, sm: 2, md: 3 }} items={[
        { key: 'number', label: t('teaching.training.info.studentNumber'), children: i?.studentNumber },
        { key: 'name', label: t('teaching.training.info.name'), children: i ? pickText(lang, i.name, i.enName) : '' },
        { key: 'class', label: t('teaching.training.info.className'), children: i ? pickText(lang, i.studendtClassName, i.studendtClassNameEn) : '' },
        { key: 'total', label: t('teaching.training.credits.totalScore'), children: c?.totalScore },
        { key: 'earned', label: t('teaching.training.credits.studentScore'), children: c?.studentScore },
        { key: 'required', label: t('teaching.training.credits.requiredCourseScore'), children: c?.requiredCourseScore },
        { key: 'requiredPass', label: t('teaching.training.credits.requiredCoursePassScore'), children: c?.requiredCoursePassScore },
        { key: 'optionalPass', label: t('teaching.training.credits.optionalCoursePassScore'), children: c?.optionalCoursePassScore },
        { key: 'jz', label: t('teaching.training.credits.jzScore'), children: c?.jzScore },
      ]} />
    </Card>
  );
}

function LectureSection() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const lectures = usePlanLectures();
  return (
    <Table<PlanLectureRow> rowKey="id" size="small" pagination={false} loading={lectures.isFetching} dataSource={lectures.data?.data ?? []}
      data-testid="training-lectures" columns={[
        { title: t('teaching.training.columns.subject'), key: 'subject', render: (_, r) => pickText(lang, r.subject, r.subjectEn) },
        { title: t('teaching.training.columns.day'), key: 'day', render: (_, r) => (r.day ? formatDate(r.day) : '-') },
        { title: t('teaching.training.columns.credit'), dataIndex: 'credit', width: 80 },
        { title: t('teaching.training.columns.achievement'), key: 'a', render: (_, r) => (r.achievementStatus === 1 ? t('teaching.training.achievement.pass') : t('teaching.training.achievement.notPassed')) },
      ]} />
  );
}
