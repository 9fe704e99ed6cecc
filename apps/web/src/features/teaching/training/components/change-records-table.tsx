import { AuditStatus } from '@portal/contracts';
import type { ChangeRecord } from '@portal/contracts';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../../../shared/date-format.ts';
import { pickText, useLanguage } from '../../../../shared/language.ts';
import { PagedTable } from '../../../../shared/paged-table.tsx';
import type { PagedColumn } from '../../../../shared/paged-table.tsx';
import type { PageRequest } from '../../../../shared/paged-request.ts';
import type { Page } from '@portal/contracts';

const statusColor: Record<number, string> = { [AuditStatus.pending]: 'blue', [AuditStatus.approved]: 'green', [AuditStatus.rejected]: 'red', [AuditStatus.withdrawn]: 'default' };

export function AuditStatusTag({ status }: { status: number }) {
  const { t } = useTranslation();
  return <Tag color={statusColor[status]}>{t(`teaching.training.auditStatus.${status}`)}</Tag>;
}

/**
 * Class-change records (N05): the student's adjustment records, or the staff review list with the
 * student and an action column.
 */
export function ChangeRecordsTable({ queryKey, fetchPage, staff = false, actions, testId }: {
  queryKey: readonly unknown[];
  fetchPage: (r: PageRequest, signal: AbortSignal) => Promise<Page<ChangeRecord>>;
  staff?: boolean;
  actions?: (r: ChangeRecord) => ReactNode;
  testId: string;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const columns: PagedColumn<ChangeRecord>[] = [
    ...(staff ? [
      { title: t('teaching.training.columns.studentNumber'), dataIndex: 'studentNumber', width: 120 },
      { title: t('teaching.training.columns.student'), dataIndex: 'creatorName', width: 120 },
    ] : []),
    { title: t('teaching.training.columns.courseName'), key: 'course', render: (_, r) => `${r.courseNumber} ${pickText(lang, r.courseNameCN, r.courseNameEN)}` },
    { title: t('teaching.training.columns.oldClass'), key: 'old', render: (_, r) => pickText(lang, r.oldClassName, r.oldClassNameEn) },
    { title: t('teaching.training.columns.newClass'), key: 'new', render: (_, r) => pickText(lang, r.newClassName, r.newClassNameEn) },
    {
      title: t('teaching.training.columns.dates'), key: 'dates', width: 200,
      render: (_, r) => (r.newStartDate ? `${formatDate(r.newStartDate)} ~ ${formatDate(r.newEndDate)}` : '-'),
    },
    { title: t('teaching.training.columns.reason'), dataIndex: 'reason' },
    {
      title: t('teaching.training.columns.status'), key: 'auditStatus', width: 100, render: (_, r) => <AuditStatusTag status={r.auditStatus} />,
      filter: {
        fieldName: 'auditStatus', conditionalType: 0,
        options: [0, 2, 3, -1].map((s) => ({ value: String(s), label: t(`teaching.training.auditStatus.${s}`) })),
      },
    },
    { title: t('teaching.training.columns.comment'), dataIndex: 'auditComment' },
    { title: t('teaching.training.columns.creationTime'), key: 'creationTime', width: 150, sorter: true, sortField: 'creationTime', render: (_, r) => formatDateTime(r.creationTime) },
    ...(actions ? [{ title: t('teaching.training.columns.actions'), key: 'actions', width: 160, render: (_: unknown, r: ChangeRecord) => actions(r) }] : []),
  ];
  return <PagedTable<ChangeRecord> queryKey={queryKey} fetchPage={fetchPage} columns={columns} rowKey="id" rowTestId={`${testId}-row`} size="small" />;
}
