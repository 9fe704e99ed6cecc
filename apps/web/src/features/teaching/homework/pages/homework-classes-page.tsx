import type { ClassHomeworkRow } from '@portal/contracts';
import { Card, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../../shared/date-format.ts';
import { PagedTable } from '../../../../shared/paged-table.tsx';
import type { PagedColumn } from '../../../../shared/paged-table.tsx';
import { classHomeworkApi, homeworkKeys } from '../class-homework.api.ts';
import { HomeworkStaffOnly, homeworkPath } from '../components/homework-staff-only.tsx';
import { HomeworkStatusTag, useClassText } from '../components/homework-status.tsx';

/** The classes whose homework the reader manages: a teacher's own, every class for the teaching office. */
function HomeworkClasses({ admin }: { admin: boolean }) {
  const { t } = useTranslation();
  const text = useClassText();
  const [search, setSearch] = useState('');
  const [queryText, setQueryText] = useState('');
  const f = (key: string) => t(`teaching.homework.fields.${key}`);
  const columns: PagedColumn<ClassHomeworkRow>[] = [
    { title: f('course'), key: 'course', render: (_, r) => <Link to={homeworkPath(admin, r.id)} data-testid="homework-class-open">{text.course(r)}</Link> },
    { title: f('courseNumber'), key: 'courseNumber', dataIndex: 'courseNumber', width: 130, sorter: true },
    { title: f('className'), key: 'className', sorter: true, sortField: 'className', render: (_, r) => text.className(r) },
    { title: f('term'), key: 'term', width: 170, render: (_, r) => text.term(r) },
    { title: f('teachers'), key: 'teachers', width: 150, render: (_, r) => text.teachers(r) },
    { title: f('deadline'), key: 'homeworkDeadline', width: 150, sorter: true, sortField: 'homeworkDeadline', render: (_, r) => formatDateTime(r.homeworkDeadline, '-') },
    { title: f('status'), key: 'status', width: 110, render: (_, r) => <HomeworkStatusTag row={r} /> },
    { title: f('handedIn'), key: 'handedIn', width: 110, render: (_, r) => `${r.handedIn}/${r.enrolled}` },
  ];
  return (
    <div className="page-width page-block" data-testid="homework-classes-page">
      <Card title={<h1 style={{ fontSize: 18, margin: 0 }}>{t(admin ? 'teaching.homework.adminTitle' : 'teaching.homework.title')}</h1>}>
        <Space direction="vertical" style={{ width: '100%' }}>
          <Input.Search allowClear value={search} onChange={(e) => setSearch(e.target.value)} onSearch={(v) => setQueryText(v.trim())}
            placeholder={t('teaching.homework.searchPlaceholder')} aria-label={t('teaching.homework.searchPlaceholder')} style={{ maxWidth: 320 }} />
          <PagedTable<ClassHomeworkRow> queryKey={homeworkKeys.classes()} queryText={queryText} fetchPage={classHomeworkApi.classes} columns={columns}
            rowKey="id" rowTestId="homework-class-row" scroll={{ x: 1100 }} />
        </Space>
      </Card>
    </div>
  );
}

/** /teaching/classes: the signed-in teacher's classes. */
export function TeacherHomeworkClassesPage() {
  return <HomeworkStaffOnly admin={false}><HomeworkClasses admin={false} /></HomeworkStaffOnly>;
}

/** /admin/teaching/homework: every class, for teaching.admin. */
export function AdminHomeworkClassesPage() {
  return <HomeworkStaffOnly admin><HomeworkClasses admin /></HomeworkStaffOnly>;
}
