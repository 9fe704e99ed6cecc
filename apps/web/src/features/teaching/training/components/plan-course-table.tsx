import type { PlanCourseRow } from '@portal/contracts';
import { Button, Space, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAsync, notifyError, notifyMessage } from '../../../../shared/feedback.ts';
import { formatDate } from '../../../../shared/date-format.ts';
import { pickText, useLanguage } from '../../../../shared/language.ts';
import { testIdProps } from '../../../../shared/paged-table.tsx';
import { trainingApi, usePlanCourses, useTrainingMutation } from '../training.api.ts';
import { ClassChangeDialog } from './class-change-dialog.tsx';
import { HomeworkActions } from './homework-actions.tsx';

/** Apply is offered while the attendance result is unset and no change is pending (ACAD-S03). */
export const canApply = (r: PlanCourseRow) => r.workAttendanceType === null && !r.isInApproval;

/**
 * The required or elective courses of the plan (N04 fields), with homework, class change and
 * withdraw per row, and a quick apply from the chosen rows (education.md §5).
 */
export function PlanCourseTable({ courseType, testId }: { courseType: number; testId: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const courses = usePlanCourses(courseType);
  const [selected, setSelected] = useState<PlanCourseRow[]>([]);
  const [dialog, setDialog] = useState<{ row: PlanCourseRow; preferred?: number } | null>(null);
  const withdraw = useTrainingMutation(trainingApi.withdraw);

  const quickApply = async () => {
    if (selected.length === 0) {
      notifyMessage('warning', t('teaching.training.change.chooseOne'));
      return;
    }
    const row = selected.find(canApply);
    if (!row) {
      notifyMessage('warning', t('teaching.training.change.noClass'));
      return;
    }
    try {
      const found = await trainingApi.candidates(row);
      const first = found.data.find((c) => c.remainder > 0);
      if (!first) {
        notifyMessage('warning', t('teaching.training.change.noClass'));
        return;
      }
      setDialog({ row, preferred: first.id });
    } catch (err) {
      notifyError(err);
    }
  };
  const onWithdraw = async (r: PlanCourseRow) => {
    if (r.approvalId === null) return;
    if (!(await confirmAsync({ title: t('teaching.training.change.confirmWithdraw'), okText: t('common.actions.confirm'), cancelText: t('common.actions.cancel') }))) return;
    try {
      await withdraw.mutateAsync(r.approvalId);
      notifyMessage('success', t('teaching.training.change.withdrawn'));
    } catch (err) {
      notifyError(err, 'warning');
    }
  };

  const result = (r: PlanCourseRow) => (r.passStatus ? `${r.result ?? ''} ${t(`teaching.training.passStatus.${r.passStatus}`)}`.trim() : '-');
  const columns: TableColumnsType<PlanCourseRow> = [
    { title: t('teaching.training.columns.courseNumber'), dataIndex: 'courseNumber', width: 110 },
    { title: t('teaching.training.columns.courseName'), key: 'name', render: (_, r) => pickText(lang, r.courseNameCN, r.courseNameEN) },
    { title: t('teaching.training.columns.credit'), dataIndex: 'score', width: 70 },
    { title: t('teaching.training.columns.className'), key: 'class', render: (_, r) => pickText(lang, r.className, r.classNameEn) },
    { title: t('teaching.training.columns.teacher'), key: 'teacher', render: (_, r) => pickText(lang, r.teacherName, r.teacherNameEn) },
    {
      title: t('teaching.training.columns.dates'), key: 'dates', width: 200,
      render: (_, r) => (r.embaClassStartDate ? `${formatDate(r.embaClassStartDate)} ~ ${formatDate(r.embaClassEndDate)}` : '-'),
    },
    { title: t('teaching.training.columns.place'), key: 'place', render: (_, r) => pickText(lang, r.embaClassPlace, r.embaClassPlaceEn) },
    {
      title: t('teaching.training.columns.attendance'), key: 'attendance', width: 90,
      render: (_, r) => (r.workAttendanceType ? t(`teaching.training.attendance.${r.workAttendanceType}`) : '-'),
    },
    {
      title: t('teaching.training.columns.homework'), key: 'homework', width: 90,
      render: (_, r) => (r.homeworkDeadline ? <Tag color={r.homeWorkType ? 'green' : undefined}>{t(`teaching.training.homework.state${r.homeWorkType}`)}</Tag> : '-'),
    },
    { title: t('teaching.training.columns.result'), key: 'result', width: 110, render: (_, r) => result(r) },
    {
      title: t('teaching.training.columns.actions'), key: 'actions', width: 230,
      render: (_, r) => (
        <Space size={0} wrap>
          <HomeworkActions row={r} />
          {canApply(r) ? <Button size="small" type="link" onClick={() => setDialog({ row: r })} data-testid="change-apply">{t('teaching.training.change.apply')}</Button> : null}
          {r.isInApproval ? <Button size="small" type="link" onClick={() => void onWithdraw(r)} data-testid="change-withdraw">{t('teaching.training.change.withdraw')}</Button> : null}
        </Space>
      ),
    },
  ];

  return (
    <>
      <Space style={{ marginBottom: 8 }}>
        <Button onClick={() => void quickApply()} data-testid={`${testId}-quick-apply`}>{t('teaching.training.change.quickApply')}</Button>
      </Space>
      <Table<PlanCourseRow>
        rowKey="startClassId" size="small" columns={columns} dataSource={courses.data?.data ?? []} loading={courses.isFetching}
        pagination={false} data-testid={testId}
        rowSelection={{ selectedRowKeys: selected.map((r) => r.startClassId), onChange: (_, rows) => setSelected(rows) }}
        onRow={() => testIdProps(`${testId}-row`)}
      />
      <ClassChangeDialog row={dialog?.row ?? null} preferred={dialog?.preferred} onClose={() => setDialog(null)} />
    </>
  );
}
