import { ReloadOutlined } from '@ant-design/icons';
import type { AttendanceCourseRow } from '@portal/contracts';
import { Button, Card, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pickText, useLanguage } from '../../../../shared/language.ts';
import { testIdProps } from '../../../../shared/paged-table.tsx';
import { useAttendanceCourses } from '../attendance.api.ts';
import { AttendanceStaffOnly } from '../components/attendance-staff-only.tsx';

export const classPath = (r: Pick<AttendanceCourseRow, 'id' | 'pageType'>) => `/education/assistant/attendance/${r.pageType}/${r.id}`;

function CourseList() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const courses = useAttendanceCourses();
  const columns: TableColumnsType<AttendanceCourseRow> = [
    {
      title: t('teaching.attendance.columns.courseName'), key: 'course',
      render: (_, r) => <Link to={classPath(r)} data-testid="attendance-course-link">{pickText(lang, r.courseNameCN, r.courseNameEN)}</Link>,
    },
    { title: t('teaching.attendance.columns.courseNumber'), dataIndex: 'courseNumber', width: 140 },
    { title: t('teaching.attendance.columns.teacher'), key: 'teacher', render: (_, r) => pickText(lang, r.teacherName, r.teacherNameEn) },
    { title: t('teaching.attendance.columns.className'), key: 'class', render: (_, r) => pickText(lang, r.studyClassName, r.studyClassNameEn) },
    { title: t('teaching.attendance.columns.term'), key: 'term', width: 160, render: (_, r) => t('teaching.attendance.termText', { year: r.year, next: r.year + 1, term: t(`teaching.attendance.terms.${r.term}`) }) },
  ];
  return (
    <div className="page-width page-block" data-testid="attendance-courses">
      <Card
        title={<h1 style={{ fontSize: 18, margin: 0 }}>{t('teaching.attendance.listTitle')}</h1>}
        extra={<Button icon={<ReloadOutlined />} loading={courses.isFetching} onClick={() => void courses.refetch()}>{t('teaching.attendance.refresh')}</Button>}
      >
        <Table<AttendanceCourseRow>
          rowKey="id" columns={columns} dataSource={courses.data?.data ?? []} loading={courses.isPending}
          pagination={{ pageSize: 20, hideOnSinglePage: true }} onRow={() => testIdProps('attendance-course-row')} scroll={{ x: 'max-content' }}
        />
      </Card>
    </div>
  );
}

/** ACAD-R01: the classes the signed-in teacher teaches (all classes for the teaching administrators). */
export function AttendanceCourseListPage() {
  return (
    <AttendanceStaffOnly>
      <CourseList />
    </AttendanceStaffOnly>
  );
}
