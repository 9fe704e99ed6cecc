import { DeleteOutlined, EditOutlined, ImportOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { messageText } from '@portal/contracts';
import type { AttendanceRecord } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { confirmAsync, notifyError, notifySuccess } from '../../../../shared/feedback.ts';
import { messageLang, pickText, useLanguage } from '../../../../shared/language.ts';
import { PagedTable } from '../../../../shared/paged-table.tsx';
import type { PagedColumn } from '../../../../shared/paged-table.tsx';
import { attendanceApi, attendanceKeys, useAttendanceStatuses, useClassHeader, useClassMutation, useIsNowTerm } from '../attendance.api.ts';
import { AttendanceDialog } from '../components/attendance-dialog.tsx';
import { AttendanceImportDialog } from '../components/attendance-import-dialog.tsx';
import { AttendanceRates } from '../components/attendance-rates.tsx';
import { AttendanceStaffOnly } from '../components/attendance-staff-only.tsx';

function ClassAttendance({ startClassId, pageType }: { startClassId: number; pageType: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const client = useQueryClient();
  const header = useClassHeader(startClassId);
  const nowTerm = useIsNowTerm(startClassId);
  const statuses = useAttendanceStatuses();
  const [search, setSearch] = useState('');
  const [queryText, setQueryText] = useState('');
  const [editing, setEditing] = useState<AttendanceRecord | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const remove = useClassMutation(startClassId, (id: number) => attendanceApi.remove(id));
  const writable = nowTerm.data === true;
  const c = header.data?.gSMStartClass;

  const openDialog = (r: AttendanceRecord | null) => { setEditing(r); setDialogOpen(true); };
  const del = async (r: AttendanceRecord) => {
    const sure = await confirmAsync({ title: t('teaching.attendance.deleteConfirm', { studentNumber: r.studentNumber, date: r.attendanceDate }), okText: t('common.actions.delete'), cancelText: t('common.actions.cancel'), okButtonProps: { danger: true } });
    if (!sure) return;
    try {
      await remove.mutateAsync(r.id);
      notifySuccess(t('teaching.attendance.deleted'));
    } catch (e) {
      notifyError(e);
    }
  };

  const statusOptions = (statuses.data ?? []).map((s) => ({ value: s.fieldValue, label: lang === 'en-US' ? s.extraProperties : s.fieldName }));
  const columns: PagedColumn<AttendanceRecord>[] = [
    { title: t('teaching.attendance.columns.attendanceDate'), dataIndex: 'attendanceDate', width: 130, sorter: true },
    { title: t('teaching.attendance.columns.studentNumber'), dataIndex: 'studentNumber', width: 140, sorter: true, filter: { fieldName: 'studentNumber' } },
    { title: t('teaching.attendance.columns.name'), key: 'name', sortField: 'name', sorter: true, render: (_, r) => pickText(lang, r.name, r.enName) },
    { title: t('teaching.attendance.columns.status'), dataIndex: 'statusName', key: 'status', sortField: 'status', sorter: true, width: 120, filter: { fieldName: 'status', options: statusOptions } },
    { title: t('teaching.attendance.columns.remark'), dataIndex: 'remark' },
    {
      title: t('teaching.attendance.columns.actions'), key: 'actions', width: 180, fixed: 'right',
      render: (_, r) => (
        <Space>
          <Button size="small" icon={<EditOutlined />} disabled={!writable} data-testid="attendance-edit" onClick={() => openDialog(r)}>{t('common.actions.edit')}</Button>
          <Button size="small" danger icon={<DeleteOutlined />} disabled={!writable} data-testid="attendance-delete" onClick={() => void del(r)}>{t('common.actions.delete')}</Button>
        </Space>
      ),
    },
  ];

  return (
    <div className="page-width page-block" data-testid="class-attendance">
      <Card title={<h1 style={{ fontSize: 18, margin: 0 }}>{t('teaching.attendance.classTitle')}</h1>} extra={<Link to="/education/assistant/index">{t('teaching.attendance.back')}</Link>} style={{ marginBottom: 16 }}>
        {c ? (
          <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} data-testid="attendance-header">
            <Descriptions.Item label={t('teaching.attendance.columns.term')}>{t('teaching.attendance.termText', { year: c.year, next: c.year + 1, term: t(`teaching.attendance.terms.${c.term}`) })}</Descriptions.Item>
            <Descriptions.Item label={t('teaching.attendance.columns.courseNumber')}>{c.courseNumber}</Descriptions.Item>
            <Descriptions.Item label={t('teaching.attendance.columns.courseName')}>{pickText(lang, c.courseNameCN, c.courseNameEN)}</Descriptions.Item>
            <Descriptions.Item label={t('teaching.attendance.columns.className')}>{pickText(lang, c.studyClassName, c.studyClassNameEn)}</Descriptions.Item>
            <Descriptions.Item label={t('teaching.attendance.columns.teacher')}>{(header.data?.teacherList ?? []).map((x) => pickText(lang, x.name, x.enName)).join(', ')}</Descriptions.Item>
          </Descriptions>
        ) : null}
        {nowTerm.data === false ? <Alert type="info" showIcon title={messageText('93000', messageLang())} data-testid="attendance-not-now" /> : null}
      </Card>
      <Card style={{ marginBottom: 16 }}>
        <Space wrap style={{ marginBottom: 12 }}>
          <Input.Search
            data-testid="attendance-search" aria-label={t('teaching.attendance.search')} placeholder={t('teaching.attendance.search')} allowClear value={search} style={{ width: 260 }}
            onChange={(e) => setSearch(e.target.value)} onSearch={(v) => setQueryText(v.trim())}
          />
          <Button icon={<ReloadOutlined />} onClick={() => void client.invalidateQueries({ queryKey: attendanceKeys.cls(startClassId) })}>{t('teaching.attendance.refresh')}</Button>
          <Button type="primary" icon={<PlusOutlined />} disabled={!writable} data-testid="attendance-add" onClick={() => openDialog(null)}>{t('teaching.attendance.add')}</Button>
          <Button icon={<ImportOutlined />} disabled={!writable} data-testid="attendance-import" onClick={() => setImportOpen(true)}>{t('teaching.attendance.import.open')}</Button>
        </Space>
        <PagedTable<AttendanceRecord>
          queryKey={attendanceKeys.records(startClassId)} rowKey="id" columns={columns} queryText={queryText} rowTestId="attendance-row"
          fetchPage={(r, signal) => attendanceApi.records(startClassId, pageType, r, signal)} scroll={{ x: 'max-content' }}
        />
      </Card>
      <AttendanceRates startClassId={startClassId} />
      <AttendanceDialog startClassId={startClassId} pageType={pageType} record={editing} open={dialogOpen} onClose={() => setDialogOpen(false)} />
      <AttendanceImportDialog startClassId={startClassId} open={importOpen} onClose={() => setImportOpen(false)} />
    </div>
  );
}

/** ACAD-R02: one class's attendance: header, records, add/edit/delete, import, rates. */
export function ClassAttendancePage() {
  const { id = '', pageType = '' } = useParams();
  const startClassId = Number(id);
  return (
    <AttendanceStaffOnly>
      {Number.isInteger(startClassId) && startClassId > 0 ? <ClassAttendance key={startClassId} startClassId={startClassId} pageType={pageType} /> : null}
    </AttendanceStaffOnly>
  );
}
