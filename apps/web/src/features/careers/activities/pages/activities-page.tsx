import { ACTIVITY_PAGE_SIZE, SignupStatus } from '@portal/contracts';
import type { ActivityRow, MySignupRow } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Input, Space, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCurrentUser } from '../../../../shared/current-user.tsx';
import { formatDateTime } from '../../../../shared/date-format.ts';
import { notifyError, notifySuccess } from '../../../../shared/feedback.ts';
import { PagedTable } from '../../../../shared/paged-table.tsx';
import type { PagedColumn } from '../../../../shared/paged-table.tsx';
import { activitiesApi, activityKeys, useActivityMutation } from '../activities.api.ts';
import { ActivityState, activitySurveyPath, isFull, SignupStatusTag, useActivityText } from '../components/activity-text.tsx';
import { MySignupDrawer } from '../components/my-signup-drawer.tsx';
import { NoShowBanner, useNoShowStanding } from '../components/no-show-banner.tsx';
import { SignupDrawer } from '../components/signup-drawer.tsx';

/**
 * Activities (CAR-R04, U04): the registration list (the caller's eligibility, closed ones marked),
 * the sign-up drawer, and My Activities with the withdraw drawer. A full activity offers its waitlist.
 * `?tab=mine&signup=<id>` opens that sign-up's drawer (the link of a notice).
 */
export function ActivitiesPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const text = useActivityText();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'mine' ? 'mine' : 'list';
  const [signing, setSigning] = useState<ActivityRow | null>(null);
  const [mine, setMine] = useState<MySignupRow | null>(null);
  const [search, setSearch] = useState('');
  const [queryText, setQueryText] = useState('');
  const signUp = useActivityMutation(activitiesApi.signUp);
  const withdraw = useActivityMutation(activitiesApi.withdraw);
  const standing = useNoShowStanding();
  // The server refuses a blocked student's sign-up (98100); the banner says why before they try.
  const blocked = !!standing.data?.blockedUntil;
  const f = (key: string) => t(`careers.activities.fields.${key}`);
  const setTab = (key: string) => setParams(key === 'mine' ? { tab: 'mine' } : {}, { replace: true });
  // A notice's link (`?tab=mine&signup=<id>`, e.g. a waitlist promotion) opens that sign-up's drawer.
  const linkedId = /^\d{1,9}$/.test(params.get('signup') ?? '') ? Number(params.get('signup')) : 0;
  const linked = useQuery({
    queryKey: [...activityKeys.mine(), 'detail', linkedId], queryFn: () => activitiesApi.mySignup(linkedId), enabled: linkedId > 0 && mine === null,
  });
  const shown = mine ?? (linkedId > 0 ? linked.data ?? null : null);
  const closeMine = () => {
    setMine(null);
    if (linkedId > 0) setTab('mine');
  };

  const confirmSignup = async (r: ActivityRow) => {
    try {
      const res = await signUp.mutateAsync({ activityId: r.id, vdActiveType: r.vdActiveType, userId: user.id, pageType: user.pageType, joinWaitlist: isFull(r) });
      notifySuccess(res.status === SignupStatus.placed ? t('careers.activities.signedUp') : t('careers.activities.waitlisted'));
      setSigning(null);
      setTab('mine');
      // CAR-U04: an activity (type 1) with a survey opens its survey in a new window once the place is held.
      const survey = activitySurveyPath(r, user.id);
      if (res.status === SignupStatus.placed && r.vdActiveType === 1 && survey) window.open(survey, '_blank', 'noopener');
    } catch (err) {
      notifyError(err, 'warning');
    }
  };
  const confirmWithdraw = async (r: MySignupRow) => {
    try {
      await withdraw.mutateAsync(r.id);
      notifySuccess(t('careers.activities.withdrawn'));
      closeMine();
    } catch (err) {
      notifyError(err, 'warning');
    }
  };

  const attendanceText = (r: MySignupRow) => {
    if (r.noShow) return t(r.excused ? 'careers.activities.noShow.excused' : 'careers.activities.attendance.2');
    return r.attendance ? t(`careers.activities.attendance.${r.attendance}`) : '-';
  };
  const actionOf = (r: ActivityRow) => {
    if (r.isSingup) return t(r.myStatus === SignupStatus.waiting ? 'careers.activities.onWaitlist' : 'careers.activities.isSignedUp');
    if (r.signupState !== 'open') return t('careers.activities.closed');
    return isFull(r) ? t('careers.activities.joinWaitlist') : t('careers.activities.signUp');
  };
  const listColumns: PagedColumn<ActivityRow>[] = [
    { title: f('name'), key: 'name', sorter: true, sortField: 'name', render: (_, r) => text.name(r) },
    { title: f('type'), key: 'activityTypeKey', width: 120, render: (_, r) => text.type(r) },
    { title: f('times'), key: 'beginTime', width: 190, sorter: true, sortField: 'beginTime', render: (_, r) => text.times(r).map((x) => <div key={x}>{x}</div>) },
    { title: f('address'), key: 'address', width: 160, render: (_, r) => text.address(r) },
    { title: f('places'), key: 'places', width: 130, render: (_, r) => text.places(r) },
    { title: f('signupWindow'), key: 'signupEndTime', width: 200, sorter: true, sortField: 'signupEndTime', render: (_, r) => text.window(r) },
    { title: f('state'), key: 'state', width: 110, render: (_, r) => <ActivityState row={r} /> },
    {
      title: f('actions'), key: 'actions', width: 120, fixed: 'right', render: (_, r) => (
        <Button size="small" type="link" disabled={r.isSingup || r.signupState !== 'open' || blocked} onClick={() => setSigning(r)} data-testid="activity-signup">
          {actionOf(r)}
        </Button>
      ),
    },
  ];
  const mineColumns: PagedColumn<MySignupRow>[] = [
    { title: f('name'), key: 'name', render: (_, r) => (
      <Button type="link" size="small" onClick={() => setMine(r)} data-testid="my-activity-open">{text.name(r.activity)}</Button>
    ) },
    { title: f('times'), key: 'times', width: 190, render: (_, r) => text.times(r.activity).map((x) => <div key={x}>{x}</div>) },
    { title: f('address'), key: 'address', width: 160, render: (_, r) => text.address(r.activity) },
    { title: f('status'), key: 'status', width: 130, render: (_, r) => (
      <Space size={4}><SignupStatusTag status={r.status} />{r.waitPosition ? <span>#{r.waitPosition}</span> : null}</Space>
    ) },
    { title: f('attendance'), key: 'attendance', width: 130, render: (_, r) => attendanceText(r) },
    { title: f('createTime'), key: 'createTime', width: 150, render: (_, r) => formatDateTime(r.createTime) },
  ];

  return (
    <div className="page-width page-block" data-testid="activities-page">
      <Card title={<h1 style={{ fontSize: 18, margin: 0 }}>{t('careers.activities.title')}</h1>}>
        <NoShowBanner standing={standing.data} />
        <Tabs activeKey={tab} onChange={setTab} items={[
          {
            key: 'list', label: t('careers.activities.tabs.list'), children: (
              <Space direction="vertical" style={{ width: '100%' }}>
                <Input.Search allowClear value={search} onChange={(e) => setSearch(e.target.value)} onSearch={(v) => setQueryText(v.trim())}
                  placeholder={t('careers.activities.searchPlaceholder')} aria-label={t('careers.activities.searchPlaceholder')} style={{ maxWidth: 320 }} data-testid="activity-search" />
                <PagedTable<ActivityRow> queryKey={activityKeys.list()} queryText={queryText} fetchPage={activitiesApi.list} columns={listColumns}
                  rowKey="id" defaultPageSize={ACTIVITY_PAGE_SIZE} rowTestId="activity-row" scroll={{ x: 1300 }} />
              </Space>
            ),
          },
          {
            key: 'mine', label: t('careers.activities.tabs.mine'), children: (
              <PagedTable<MySignupRow> queryKey={activityKeys.mine()} fetchPage={(r, signal) => activitiesApi.mine(r, user.id, signal)} columns={mineColumns}
                rowKey="id" defaultPageSize={ACTIVITY_PAGE_SIZE} rowTestId="my-activity-row" scroll={{ x: 1000 }} />
            ),
          },
        ]} />
      </Card>
      <SignupDrawer row={signing} busy={signUp.isPending} onConfirm={(r) => void confirmSignup(r)} onClose={() => setSigning(null)} />
      <MySignupDrawer row={shown} busy={withdraw.isPending} onWithdraw={(r) => void confirmWithdraw(r)} onClose={closeMine} />
    </div>
  );
}
