import { UserAddOutlined } from '@ant-design/icons';
import type { roundStudentRowSchema } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Input, Space, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { testIdProps } from '../../../shared/paged-table.tsx';
import { TypedText } from '../../../shared/typed-text.tsx';
import { selectionAdminApi, selectionAdminKeys } from '../selection-admin.api.ts';
import { statusColor } from '../staff-rules.ts';
import { AddStudentsDialog } from './add-students-dialog.tsx';
import { TableEmpty } from '../table-empty.tsx';

type StudentRow = z.infer<typeof roundStudentRowSchema>;

/** Who takes part in the round, each with their choices in their own order and the teacher who confirmed them. */
export function RoundStudentsTab({ roundId }: { roundId: number }) {
  const { t } = useTranslation();
  const a = (key: string, params: Record<string, unknown> = {}) => t(`selection.admin.students.${key}`, params);
  const students = useQuery({ queryKey: selectionAdminKeys.students(roundId), queryFn: () => selectionAdminApi.students(roundId) });
  const [adding, setAdding] = useState(false);
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const rows = (students.data ?? []).filter((s) => !needle || s.name.toLowerCase().includes(needle) || (s.studentNumber ?? '').toLowerCase().includes(needle));

  const columns: TableColumnsType<StudentRow> = [
    { title: a('columns.number'), key: 'number', width: 120, render: (_, r) => r.studentNumber ?? '-' },
    { title: a('columns.name'), key: 'name', width: 110, render: (_, r) => <TypedText text={r.name} /> },
    { title: a('columns.class'), key: 'class', width: 170, render: (_, r) => <TypedText text={r.className} /> },
    { title: a('columns.resume'), key: 'resume', width: 90, render: (_, r) => (r.hasResume ? a('resumeYes') : <Tag>{a('resumeNo')}</Tag>) },
    {
      title: a('columns.choices'), key: 'choices',
      render: (_, r) => (r.choices.length === 0 ? a('noChoices') : (
        <Space size={4} wrap>
          {r.choices.map((c) => (
            <Tag key={c.teacherId} color={statusColor(c.status)}>
              {c.choiceRank}. <TypedText text={c.teacherName} /> · {t(`selection.teacher.statuses.${c.status}`)}
            </Tag>
          ))}
        </Space>
      )),
    },
    { title: a('columns.matched'), key: 'matched', width: 120, render: (_, r) => <TypedText text={r.matchedTeacherName} /> },
  ];

  return (
    <>
      <Space wrap style={{ marginBottom: 12 }}>
        <Button icon={<UserAddOutlined />} onClick={() => setAdding(true)} data-testid="students-add">{a('add')}</Button>
        <Input.Search allowClear placeholder={a('search')} aria-label={a('search')} onSearch={setSearch} style={{ width: 220 }} />
        <span>{a('count', { count: students.data?.length ?? 0 })}</span>
      </Space>
      <Table<StudentRow>
        rowKey="studentId" size="small" columns={columns} dataSource={rows} loading={students.isFetching} scroll={{ x: 'max-content' }}
        pagination={{ pageSize: 20, showTotal: (total) => t('common.table.total', { total }) }} onRow={() => testIdProps('student-row')} locale={{ emptyText: <TableEmpty text={a('empty')} /> }}
      />
      {adding ? <AddStudentsDialog roundId={roundId} onClose={() => setAdding(false)} /> : null}
    </>
  );
}
