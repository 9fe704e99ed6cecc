import { ArrowLeftOutlined, EditOutlined } from '@ant-design/icons';
import { Role } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Badge, Button, Card, Select, Space, Tabs } from 'antd';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { useCurrentUser } from '../../../shared/current-user.tsx';
import { pickText, useLanguage } from '../../../shared/language.ts';
import { Placeholder } from '../../../shared/panel.tsx';
import { AppointmentReminders } from '../appointment-reminders.tsx';
import { AvailabilityForm } from './availability-form.tsx';
import { BookingsTable } from './bookings-table.tsx';
import { CounsellorDrawer } from './counsellor-drawer.tsx';
import { OfficePanel } from './office-panel.tsx';
import { deskApi, deskKeys } from './desk.api.ts';
import { SlotCalendar } from './slot-calendar.tsx';

/** The desk is for counsellors and the career office (administrators pass); the server checks every call anyway. */
function DeskOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (!user.isAdmin && !user.roles.includes(Role.counsellor) && !user.roles.includes(Role.careerAdmin)) {
    return <Navigate to={`/403?msg=${encodeURIComponent(t('appointments.admin.forbidden'))}`} replace />;
  }
  return children;
}

/**
 * The appointment desk: a counsellor's own bookings (approve or reject, attended or no-show, notes),
 * their calendar of slots (disable, delete) and the publishing of weekly availability; the career
 * office picks a counsellor or sees all.
 */
function Desk() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const counsellors = useQuery({ queryKey: deskKeys.counsellors(), queryFn: deskApi.counsellors });
  const [picked, setPicked] = useState<number | null | undefined>(undefined);
  const [editingOwn, setEditingOwn] = useState(false);
  const list = counsellors.data ?? [];
  const single = list.length === 1 ? list[0] : undefined;
  // A counsellor has one record and works on it; the career office starts on all of them.
  const counsellorId = picked === undefined ? single?.id ?? null : picked;
  const current = list.find((c) => c.id === counsellorId);
  const pending = list.reduce((n, c) => n + (counsellorId === null || c.id === counsellorId ? c.pendingCount : 0), 0);
  const user = useCurrentUser();
  const office = user.isAdmin || user.roles.includes(Role.careerAdmin);
  const a = (key: string, params: Record<string, unknown> = {}) => t(`appointments.admin.${key}`, params);

  return (
    <div className="page-width page-block" data-testid="appointment-desk-page">
      <Card
        title={<h1 style={{ fontSize: 18, margin: 0 }}>{a('title')}</h1>}
        extra={<Button icon={<ArrowLeftOutlined />} onClick={() => void navigate('/')}>{t('common.actions.back')}</Button>}
      >
        <AppointmentReminders />
        {counsellors.isLoading ? <Placeholder /> : null}
        {counsellors.data && list.length === 0 ? <Alert type="info" showIcon title={a('noCounsellor')} /> : null}
        {list.length > 0 ? (
          <>
            <Space wrap style={{ marginBottom: 12 }}>
              {list.length > 1 ? (
                <Select<number | null> style={{ minWidth: 220 }} value={counsellorId} onChange={setPicked} aria-label={a('counsellor')} data-testid="desk-counsellor"
                  options={[{ value: null, label: a('allCounsellors') }, ...list.map((c) => ({ value: c.id, label: pickText(lang, c.name, c.nameEn) }))]} />
              ) : <strong data-testid="desk-counsellor-name">{single ? pickText(lang, single.name, single.nameEn) : ''}</strong>}
              {single && !office ? <Button size="small" icon={<EditOutlined />} onClick={() => setEditingOwn(true)} data-testid="desk-edit-profile">{a('editProfile')}</Button> : null}
              {pending > 0 ? <Badge count={pending} overflowCount={999} title={a('pending', { count: pending })} /> : null}
            </Space>
            <Tabs
              items={[
                { key: 'bookings', label: <span data-testid="desk-tab-bookings">{a('tabs.bookings')}</span>, children: <BookingsTable counsellorId={counsellorId} /> },
                { key: 'calendar', label: <span data-testid="desk-tab-calendar">{a('tabs.calendar')}</span>, children: <SlotCalendar counsellorId={counsellorId} /> },
                ...(current ? [{
                  key: 'publish', label: <span data-testid="desk-tab-publish">{a('tabs.publish')}</span>,
                  children: <AvailabilityForm counsellor={current} />,
                }] : []),
                ...(office ? [{ key: 'office', label: <span data-testid="desk-tab-office">{a('office.tab')}</span>, children: <OfficePanel counsellors={list} /> }] : []),
              ]}
            />
          </>
        ) : null}
        {editingOwn && single ? <CounsellorDrawer counsellor={single} onClose={() => setEditingOwn(false)} /> : null}
      </Card>
    </div>
  );
}

export function AppointmentDeskPage() {
  return <DeskOnly><Desk /></DeskOnly>;
}
