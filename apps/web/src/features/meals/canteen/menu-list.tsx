import { PlusOutlined } from '@ant-design/icons';
import type { MealMenuAdminRow } from '@portal/contracts';
import { Button, Card, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../shared/feedback.ts';
import { pickText, useLanguage } from '../../../shared/language.ts';
import { PagedTable } from '../../../shared/paged-table.tsx';
import type { PagedColumn } from '../../../shared/paged-table.tsx';
import { mealKeys, mealsApi, useMealMutation } from '../meals.api.ts';
import { MenuFormDialog } from './menu-form-dialog.tsx';

/** The published menus, latest first, with their bookings; a menu with bookings cannot be deleted. */
export function MenuList() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const remove = useMealMutation(mealsApi.deleteMenu);
  const [dialog, setDialog] = useState<{ open: boolean; editing: MealMenuAdminRow | null }>({ open: false, editing: null });
  const doRemove = async (id: number) => {
    try {
      await remove.mutateAsync(id);
      notifySuccess();
    } catch (err) {
      notifyError(err, 'error');
    }
  };
  const columns: PagedColumn<MealMenuAdminRow>[] = [
    { title: t('meals.canteen.dates'), key: 'dates', render: (_, r) => `${r.startDate} ~ ${r.endDate}` },
    { title: t('meals.canteen.cutoff'), key: 'cutoff', dataIndex: 'cutoffTime', width: 130 },
    { title: t('meals.canteen.survey'), key: 'survey', render: (_, r) => (r.surveyName ? pickText(lang, r.surveyName, r.surveyNameEn) : '-') },
    { title: t('meals.canteen.bookings'), key: 'reservations', dataIndex: 'reservations', width: 110 },
    {
      title: t('common.table.actions'), key: 'actions', width: 170, render: (_, r) => (
        <Space>
          <Button size="small" onClick={() => setDialog({ open: true, editing: r })} data-testid="menu-edit">{t('common.actions.edit')}</Button>
          <Popconfirm title={t('meals.canteen.deleteConfirm')} onConfirm={() => void doRemove(r.id)} okText={t('common.actions.confirm')} cancelText={t('common.actions.cancel')}>
            <Button size="small" danger disabled={r.reservations > 0} data-testid="menu-delete">{t('common.actions.delete')}</Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  return (
    <Card size="small" title={<h2 className="meal-heading">{t('meals.canteen.menus')}</h2>}
      extra={<Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ open: true, editing: null })} data-testid="menu-new">{t('meals.canteen.newMenu')}</Button>}>
      <PagedTable<MealMenuAdminRow> queryKey={mealKeys.menus()} fetchPage={mealsApi.menus} columns={columns} rowKey="id" rowTestId="menu-row" />
      <MenuFormDialog editing={dialog.editing} open={dialog.open} onClose={() => setDialog({ open: false, editing: null })} />
    </Card>
  );
}
