import { PlusOutlined } from '@ant-design/icons';
import type { LectureAdminRow } from '@portal/contracts';
import { Button, Card, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '../../../../shared/current-user.tsx';
import { formatDateTime } from '../../../../shared/date-format.ts';
import { confirmAsync, notifyError, notifySuccess } from '../../../../shared/feedback.ts';
import { PagedTable } from '../../../../shared/paged-table.tsx';
import type { PagedColumn } from '../../../../shared/paged-table.tsx';
import { LectureFormDialog } from '../components/lecture-form-dialog.tsx';
import { LectureStaffOnly, managesLectures } from '../components/lecture-staff-only.tsx';
import { LectureStatusTag, useLectureText } from '../components/lecture-status.tsx';
import { lectureKeys, lecturesApi, useLectureMutation } from '../lectures.api.ts';

/** Staff list of lectures: teaching.admin creates, edits and deletes; a teacher opens the sign-ups of their own. */
function LectureAdminList() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const text = useLectureText();
  const canEdit = managesLectures(user);
  const [editing, setEditing] = useState<{ lecture: LectureAdminRow | null } | null>(null);
  const [search, setSearch] = useState('');
  const [queryText, setQueryText] = useState('');
  const remove = useLectureMutation(lecturesApi.remove);
  const f = (key: string) => t(`teaching.lectures.fields.${key}`);

  const del = async (r: LectureAdminRow) => {
    if (!(await confirmAsync({ title: t('teaching.lectures.admin.confirmDelete'), okText: t('common.actions.confirm'), cancelText: t('common.actions.cancel') }))) return;
    try {
      await remove.mutateAsync(r.id);
      notifySuccess();
    } catch (err) {
      notifyError(err, 'warning');
    }
  };
  const columns: PagedColumn<LectureAdminRow>[] = [
    { title: f('subject'), key: 'subject', sorter: true, sortField: 'subject', render: (_, r) => <Link to={`/education/lecture/admin/${r.id}`} data-testid="lecture-admin-open">{text.subject(r)}</Link> },
    { title: f('time'), key: 'startsAt', width: 170, sorter: true, sortField: 'startsAt', render: (_, r) => text.when(r) },
    { title: f('teachers'), key: 'teacherNames', width: 130, render: (_, r) => text.teachers(r) },
    { title: f('signupWindow'), key: 'signupStartDay', width: 200, render: (_, r) => `${formatDateTime(r.signupStartDay)} ~ ${formatDateTime(r.signupEndDay)}` },
    {
      title: f('seats'), key: 'signUpCount', width: 130, render: (_, r) => (r.waitingCount > 0
        ? t('teaching.lectures.seatsWaiting', { seats: `${r.signUpCount}/${r.capacity}`, count: r.waitingCount })
        : `${r.signUpCount}/${r.capacity}`),
    },
    { title: f('credit'), key: 'credit', width: 70, dataIndex: 'credit' },
    { title: f('status'), key: 'status', width: 110, render: (_, r) => <LectureStatusTag status={r.status} /> },
    {
      title: f('actions'), key: 'actions', width: 150, fixed: 'right', render: (_, r) => (
        <Space size={0}>
          <Link to={`/education/lecture/admin/${r.id}`}>{t('teaching.lectures.admin.signups')}</Link>
          {r.canEdit ? <Button size="small" type="link" onClick={() => setEditing({ lecture: r })} data-testid="lecture-admin-edit">{t('common.actions.edit')}</Button> : null}
          {r.canEdit && r.signUpCount === 0 ? <Button size="small" type="link" danger onClick={() => void del(r)}>{t('common.actions.delete')}</Button> : null}
        </Space>
      ),
    },
  ];
  return (
    <div className="page-width page-block" data-testid="lecture-admin-page">
      <Card title={<h1 style={{ fontSize: 18, margin: 0 }}>{t('teaching.lectures.admin.title')}</h1>}
        extra={canEdit ? <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ lecture: null })} data-testid="lecture-admin-create">{t('teaching.lectures.admin.create')}</Button> : null}>
        <Space direction="vertical" style={{ width: '100%' }}>
          <Input.Search allowClear value={search} onChange={(e) => setSearch(e.target.value)} onSearch={(v) => setQueryText(v.trim())}
            placeholder={t('teaching.lectures.searchPlaceholder')} aria-label={t('teaching.lectures.searchPlaceholder')} style={{ maxWidth: 320 }} />
          <PagedTable<LectureAdminRow> queryKey={lectureKeys.adminList()} queryText={queryText} fetchPage={lecturesApi.adminList} columns={columns}
            rowKey="id" rowTestId="lecture-admin-row" scroll={{ x: 1100 }} />
        </Space>
      </Card>
      <LectureFormDialog open={!!editing} lecture={editing?.lecture ?? null} onClose={() => setEditing(null)} />
    </div>
  );
}

export function LectureAdminPage() {
  return <LectureStaffOnly><LectureAdminList /></LectureStaffOnly>;
}
