import type { MealReservation } from '@portal/contracts';
import { MEAL_PAGE_SIZE } from '@portal/contracts';
import { Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { PagedTable } from '../../../shared/paged-table.tsx';
import type { PagedColumn } from '../../../shared/paged-table.tsx';
import { mealKeys, mealsApi } from '../meals.api.ts';

function YesNo({ value }: { value: boolean }) {
  const { t } = useTranslation();
  return value ? <Tag color="#237804" data-testid="meal-yes">{t('meals.yes')}</Tag> : <Tag data-testid="meal-no">{t('meals.no')}</Tag>;
}

/** The columns both lists share: index, date, lunch, dinner (BOOK-U08, U09). */
function useColumns(history: boolean): PagedColumn<MealReservation>[] {
  const { t } = useTranslation();
  const yesNo = [{ value: 'true', label: t('meals.yes') }, { value: 'false', label: t('meals.no') }];
  return [
    { title: t('meals.columns.index'), key: 'index', width: 70, render: (_, _r, i) => i + 1 },
    { title: t('meals.columns.reserveDate'), key: 'reserveDate', dataIndex: 'reserveDate', ...(history ? { sorter: true, sortField: 'reserveDate' } : {}) },
    {
      title: t('meals.columns.lunch'), key: 'isReserveLunch', render: (_, r) => <YesNo value={r.isReserveLunch} />,
      ...(history ? { filter: { fieldName: 'isReserveLunch', options: yesNo } } : {}),
    },
    {
      title: t('meals.columns.dinner'), key: 'isReservedinner', render: (_, r) => <YesNo value={r.isReservedinner} />,
      ...(history ? { filter: { fieldName: 'isReservedinner', options: yesNo } } : {}),
    },
  ];
}

/** The current list (BOOK-C09, 30 a page): today on, each with its edit button while the day is open. */
export function CurrentMealsTable({ onEdit }: { onEdit: (r: MealReservation) => void }) {
  const { t } = useTranslation();
  const columns: PagedColumn<MealReservation>[] = [
    ...useColumns(false),
    {
      title: t('common.table.actions'), key: 'actions', width: 110,
      render: (_, r) => (
        <Button size="small" disabled={!r.editable} onClick={() => onEdit(r)} data-testid="meal-edit" title={r.editable ? undefined : t('meals.closed')}>
          {t('common.actions.edit')}
        </Button>
      ),
    },
  ];
  return <PagedTable<MealReservation> queryKey={mealKeys.current()} fetchPage={mealsApi.current} columns={columns} rowKey="id" defaultPageSize={MEAL_PAGE_SIZE} rowTestId="meal-row" />;
}

/** History (BOOK-C11, U09): the days before today, date sortable, lunch and dinner yes/no filters. */
export function MealHistoryTable() {
  const columns = useColumns(true);
  return <PagedTable<MealReservation> queryKey={mealKeys.history()} fetchPage={mealsApi.history} columns={columns} rowKey="id" defaultPageSize={MEAL_PAGE_SIZE} rowTestId="meal-history-row" />;
}
