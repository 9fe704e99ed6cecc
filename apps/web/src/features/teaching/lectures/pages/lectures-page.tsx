import { LECTURE_PAGE_SIZE } from '@portal/contracts';
import type { LectureRow } from '@portal/contracts';
import { Button, Card, Input, Space, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCurrentUser } from '../../../../shared/current-user.tsx';
import { confirmAsync, notifyError, notifySuccess } from '../../../../shared/feedback.ts';
import { PagedTable } from '../../../../shared/paged-table.tsx';
import type { PagedColumn } from '../../../../shared/paged-table.tsx';
import { LectureDetailDialog } from '../components/lecture-detail-dialog.tsx';
import { LectureHomework } from '../components/lecture-homework.tsx';
import { LectureStatusTag, useLectureCodes, useLectureText } from '../components/lecture-status.tsx';
import { lectureKeys, lecturesApi, useLectureMutation } from '../lectures.api.ts';

/**
 * Lectures (ACAD-R04, U07): every lecture, and the caller's signed-up ones with clock-in,
 * achievement and homework. Sign-up and withdrawal follow the server's window (ACAD-S05). A full
 * lecture keeps its disabled 'Full' button and offers 'Join waitlist' beside it; a waiting student
 * sees their place in line and may leave. `?tab=mine` (the waitlist notice's link) opens My lectures.
 */
export function LecturesPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const text = useLectureText();
  const codes = useLectureCodes();
  const [detail, setDetail] = useState<LectureRow | null>(null);
  const [search, setSearch] = useState('');
  const [queryText, setQueryText] = useState('');
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'mine' ? 'mine' : 'all';
  const signUp = useLectureMutation(lecturesApi.signUp);
  const revoke = useLectureMutation(lecturesApi.revoke);
  const leave = useLectureMutation(lecturesApi.leaveWaitlist);
  const c = (key: string) => t(`teaching.lectures.fields.${key}`);
  const seatsText = (r: LectureRow) => {
    const seats = `${r.signUpCount}/${r.capacity}`;
    return r.waitingCount > 0 ? t('teaching.lectures.seatsWaiting', { seats, count: r.waitingCount }) : seats;
  };

  const doSignUp = async (r: LectureRow) => {
    try {
      await signUp.mutateAsync({ id: r.id, userId: user.id });
      notifySuccess(t('teaching.lectures.signedUp'));
    } catch (err) {
      notifyError(err, 'warning');
    }
  };
  const doJoinWaitlist = async (r: LectureRow) => {
    if (!(await confirmAsync({ title: t('teaching.lectures.confirmJoinWaitlist'), okText: t('common.actions.confirm'), cancelText: t('common.actions.cancel') }))) return;
    try {
      const result = await signUp.mutateAsync({ id: r.id, userId: user.id, joinWaitlist: true });
      notifySuccess(result.waitlisted ? t('teaching.lectures.joinedWaitlist', { position: result.waitlistPosition }) : t('teaching.lectures.signedUp'));
    } catch (err) {
      notifyError(err, 'warning');
    }
  };
  const doLeaveWaitlist = async (r: LectureRow) => {
    if (!(await confirmAsync({ title: t('teaching.lectures.confirmLeaveWaitlist'), okText: t('common.actions.confirm'), cancelText: t('common.actions.cancel') }))) return;
    try {
      await leave.mutateAsync({ id: r.id, userId: user.id });
      notifySuccess(t('teaching.lectures.leftWaitlist'));
    } catch (err) {
      notifyError(err, 'warning');
    }
  };
  const doRevoke = async (r: LectureRow) => {
    if (!(await confirmAsync({ title: t('teaching.lectures.confirmRevoke'), okText: t('common.actions.confirm'), cancelText: t('common.actions.cancel') }))) return;
    try {
      await revoke.mutateAsync({ id: r.id, userId: user.id });
      notifySuccess(t('teaching.lectures.revoked'));
    } catch (err) {
      notifyError(err, 'warning');
    }
  };

  const base: PagedColumn<LectureRow>[] = [
    { title: c('subject'), key: 'subject', sorter: true, sortField: 'subject', render: (_, r) => (
      <Button type="link" size="small" onClick={() => setDetail(r)} data-testid="lecture-open">{text.subject(r)}</Button>
    ) },
    { title: c('time'), key: 'day', width: 170, sorter: true, sortField: 'day', render: (_, r) => text.when(r) },
    { title: c('teachers'), key: 'teacherNames', width: 130, render: (_, r) => text.teachers(r) },
    { title: c('address'), key: 'address', width: 160, render: (_, r) => text.address(r) },
    { title: c('seats'), key: 'seats', width: 110, render: (_, r) => seatsText(r) },
    { title: c('status'), key: 'status', width: 110, render: (_, r) => <LectureStatusTag status={r.status} /> },
  ];
  const all: PagedColumn<LectureRow>[] = [
    ...base,
    { title: c('signupWindow'), key: 'signupStartDay', width: 200, render: (_, r) => text.window(r) },
    {
      title: c('actions'), key: 'actions', width: 170, fixed: 'right', render: (_, r) => {
        if (r.isSignUped) {
          return r.isWithinTime && r.status === 1
            ? <Button size="small" type="link" danger onClick={() => void doRevoke(r)} data-testid="lecture-revoke">{t('teaching.lectures.revoke')}</Button>
            : <span>{t('teaching.lectures.isSignedUp')}</span>;
        }
        if (r.waitlistPosition !== null) {
          return (
            <Space size={0} wrap>
              <Tag color="gold" data-testid="lecture-waitlisted">{t('teaching.lectures.waitlisted', { position: r.waitlistPosition })}</Tag>
              <Button size="small" type="link" danger onClick={() => void doLeaveWaitlist(r)} data-testid="lecture-leave-waitlist">{t('teaching.lectures.leaveWaitlist')}</Button>
            </Space>
          );
        }
        const full = r.signUpCount >= r.capacity;
        const open = r.isWithinTime && r.status === 1;
        return (
          <Space size={0} wrap>
            <Button size="small" type="link" disabled={!open || full} onClick={() => void doSignUp(r)} data-testid="lecture-signup">
              {full && r.status === 1 ? t('teaching.lectures.full') : t('teaching.lectures.signUp')}
            </Button>
            {open && full
              ? <Button size="small" type="link" onClick={() => void doJoinWaitlist(r)} data-testid="lecture-join-waitlist">{t('teaching.lectures.joinWaitlist')}</Button>
              : null}
          </Space>
        );
      },
    },
  ];
  const mine: PagedColumn<LectureRow>[] = [
    ...base,
    { title: c('clockIn'), key: 'clockingInStatus', width: 100, render: (_, r) => codes.clockIn(r.clockingInStatus) },
    { title: c('achievement'), key: 'achievementStatus', width: 100, render: (_, r) => codes.achievement(r.achievementStatus) },
    { title: c('homework'), key: 'homework', width: 150, render: (_, r) => <LectureHomework row={r} /> },
    {
      title: c('actions'), key: 'actions', width: 90, render: (_, r) => (r.isWithinTime && r.status === 1
        ? <Button size="small" type="link" danger onClick={() => void doRevoke(r)} data-testid="lecture-revoke">{t('teaching.lectures.revoke')}</Button>
        : null),
    },
  ];

  return (
    <div className="page-width page-block" data-testid="lectures-page">
      <Card title={<h1 style={{ fontSize: 18, margin: 0 }}>{t('teaching.lectures.title')}</h1>}>
        <Tabs activeKey={tab} onChange={(key) => setParams(key === 'mine' ? { tab: 'mine' } : {}, { replace: true })} items={[
          {
            key: 'all', label: t('teaching.lectures.tabs.all'), children: (
              <Space direction="vertical" style={{ width: '100%' }}>
                <Input.Search allowClear value={search} onChange={(e) => setSearch(e.target.value)} onSearch={(v) => setQueryText(v.trim())}
                  placeholder={t('teaching.lectures.searchPlaceholder')} aria-label={t('teaching.lectures.searchPlaceholder')} style={{ maxWidth: 320 }} data-testid="lecture-search" />
                <PagedTable<LectureRow> queryKey={lectureKeys.list()} queryText={queryText} fetchPage={(r, signal) => lecturesApi.list(r, user.id, signal)}
                  columns={all} rowKey="id" defaultPageSize={LECTURE_PAGE_SIZE} rowTestId="lecture-row" scroll={{ x: 1300 }} />
              </Space>
            ),
          },
          {
            key: 'mine', label: t('teaching.lectures.tabs.mine'), children: (
              <PagedTable<LectureRow> queryKey={lectureKeys.mine()} fetchPage={lecturesApi.mine} columns={mine} rowKey="id"
                defaultPageSize={LECTURE_PAGE_SIZE} rowTestId="my-lecture-row" scroll={{ x: 1200 }} />
            ),
          },
        ]} />
      </Card>
      <LectureDetailDialog lecture={detail} onClose={() => setDetail(null)} />
    </div>
  );
}
