import '../meals-i18n.ts';
import '../meals.css';
import { FormOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import type { MealReservation } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Space, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../shared/current-user.tsx';
import { RichTextView } from '../../../shared/rich-text-view.tsx';
import { mealSurveyPath } from '../meal-dates.ts';
import { mealKeys, useMealMenu } from '../meals.api.ts';
import { MealFormDialog } from './meal-form-dialog.tsx';
import { CurrentMealsTable, MealHistoryTable } from './meal-tables.tsx';

/** The menu area: its rich content and dates, or 'no menu yet' (BOOK-U08). */
function MenuArea() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const menu = useMealMenu();
  if (menu.isPending) return null;
  const m = menu.data;
  if (!m) return <Empty description={t('meals.menu.empty')} data-testid="meal-menu-empty" />;
  const survey = m.surveyOpen ? mealSurveyPath(m, user.userID) : null;
  return (
    <section aria-label={t('meals.menu.title')} data-testid="meal-menu">
      <h2 className="meal-heading">{t('meals.menu.title')} <span className="meal-range">{m.startDate} ~ {m.endDate}</span></h2>
      {/* The canteen writes the menu in the school's first language (with English beside it in the demo). */}
      <div lang="zh-CN"><RichTextView html={m.fileName} data-testid="meal-menu-content" /></div>
      <Alert type="info" showIcon style={{ marginTop: 12 }} message={t('meals.menu.cutoff', { cutoff: m.cutoffTime })}
        action={survey ? <Button size="small" icon={<FormOutlined />} href={survey} target="_blank" rel="noopener noreferrer" data-testid="meal-survey">{t('meals.actions.survey')}</Button> : undefined} />
    </section>
  );
}

/** Meal booking (selection.md §2.11, BOOK-R04): the student meal tab and history. */
export function MealBookingPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const menu = useMealMenu();
  const [dialog, setDialog] = useState<{ open: boolean; editing: MealReservation | null }>({ open: false, editing: null });
  const refresh = (key: readonly unknown[]) => () => void client.invalidateQueries({ queryKey: key });
  const tabs = [
    {
      key: 'meal', label: t('meals.tabs.meal'),
      children: (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <MenuArea />
          <Card size="small" title={<h2 className="meal-heading">{t('meals.reservations')}</h2>} extra={(
            <Space>
              <Button icon={<ReloadOutlined />} onClick={() => { refresh(mealKeys.current())(); refresh(mealKeys.menu())(); }} data-testid="meal-refresh">{t('meals.actions.refresh')}</Button>
              <Button type="primary" icon={<PlusOutlined />} disabled={!menu.data?.bookableFrom} onClick={() => setDialog({ open: true, editing: null })} data-testid="meal-add">
                {t('meals.actions.add')}
              </Button>
            </Space>
          )}>
            <CurrentMealsTable onEdit={(r) => setDialog({ open: true, editing: r })} />
          </Card>
        </Space>
      ),
    },
    {
      key: 'history', label: t('meals.tabs.history'),
      children: (
        <Card size="small" title={<h2 className="meal-heading">{t('meals.tabs.history')}</h2>}
          extra={<Button icon={<ReloadOutlined />} onClick={refresh(mealKeys.history())} data-testid="meal-history-refresh">{t('meals.actions.refresh')}</Button>}>
          <MealHistoryTable />
        </Card>
      ),
    },
  ];
  return (
    <div className="page-width page-block" data-testid="meal-booking-page">
      <Card title={<h1 className="meal-title">{t('meals.title')}</h1>}>
        <Tabs items={tabs} data-testid="meal-tabs" />
      </Card>
      <MealFormDialog menu={menu.data ?? null} editing={dialog.editing} open={dialog.open} onClose={() => setDialog({ open: false, editing: null })} />
    </div>
  );
}
