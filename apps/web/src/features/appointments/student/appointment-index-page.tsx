import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Card, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AppointmentReminders } from '../appointment-reminders.tsx';
import { CounsellorList } from './counsellor-list.tsx';
import { HistoryTable } from './history-table.tsx';
import { OrderDrawer } from './order-drawer.tsx';
import { StandingNotice } from './standing-notice.tsx';
import type { DrawerTarget } from './order-drawer.tsx';

/**
 * Appointments (BOOK-R01, U01…U05): new appointment (the counsellors of both types) and history.
 * One drawer serves a new booking and a change, so both read the same slots and the same form.
 */
export function AppointmentIndexPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [tab, setTab] = useState('new');
  const [target, setTarget] = useState<DrawerTarget | null>(null);

  return (
    <div className="page-width page-block" data-testid="appointment-index-page">
      <Card
        title={<h1 style={{ fontSize: 18, margin: 0 }}>{t('appointments.student.title')}</h1>}
        extra={<Button icon={<ArrowLeftOutlined />} onClick={() => void navigate('/')} data-testid="appointment-back">{t('common.actions.back')}</Button>}
      >
        <AppointmentReminders />
        <Tabs
          activeKey={tab}
          onChange={setTab}
          items={[
            {
              key: 'new', label: <span data-testid="appointment-tab-new">{t('appointments.student.tabs.new')}</span>,
              children: (
                <>
                  <StandingNotice />
                  <CounsellorList typeKey={1} onOrder={(c) => setTarget({ typeKey: 1, counsellor: c })} />
                  <CounsellorList typeKey={2} onOrder={(c) => setTarget({ typeKey: 2, counsellor: c })} />
                </>
              ),
            },
            {
              key: 'history', label: <span data-testid="appointment-tab-history">{t('appointments.student.tabs.history')}</span>,
              children: <HistoryTable onEdit={setTarget} />,
            },
          ]}
        />
      </Card>
      <OrderDrawer target={target} onClose={() => setTarget(null)} onSaved={() => setTab('history')} />
    </div>
  );
}
