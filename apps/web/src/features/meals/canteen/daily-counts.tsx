import { DownloadOutlined } from '@ant-design/icons';
import type { MealDayCount } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, DatePicker, Space, Table } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../../shared/download-file.ts';
import { notifyError } from '../../../shared/feedback.ts';
import { mealKeys, mealsApi } from '../meals.api.ts';

/** The kitchen's figures: lunches and dinners per day over a range (today to a week ahead first), and their xlsx. */
export function DailyCounts() {
  const { t } = useTranslation();
  const options = useQuery({ queryKey: mealKeys.options(), queryFn: mealsApi.options });
  const [range, setRange] = useState<[Dayjs, Dayjs] | null>(null);
  useEffect(() => {
    if (options.data && !range) setRange([dayjs(options.data.today), dayjs(options.data.today).add(7, 'day')]);
  }, [options.data, range]);
  const q = range ? { from: range[0].format('YYYY-MM-DD'), to: range[1].format('YYYY-MM-DD') } : null;
  const counts = useQuery({ queryKey: mealKeys.counts(q ?? { from: '', to: '' }), queryFn: () => mealsApi.counts(q!), enabled: q !== null });
  const [exporting, setExporting] = useState(false);
  const doExport = async () => {
    if (!q) return;
    setExporting(true);
    try {
      const file = await mealsApi.exportCounts(q);
      downloadFile(file.fileUrl, file.fileName);
    } catch (err) {
      notifyError(err);
    } finally {
      setExporting(false);
    }
  };
  const columns = [
    { title: t('meals.canteen.date'), dataIndex: 'date', key: 'date' },
    { title: t('meals.columns.lunch'), dataIndex: 'lunch', key: 'lunch' },
    { title: t('meals.columns.dinner'), dataIndex: 'dinner', key: 'dinner' },
  ];
  return (
    <Card size="small" title={<h2 className="meal-heading">{t('meals.canteen.counts')}</h2>} extra={(
      <Space wrap>
        <DatePicker.RangePicker value={range} allowClear={false} onChange={(v) => { if (v?.[0] && v[1]) setRange([v[0], v[1]]); }}
          aria-label={t('meals.canteen.dates')} data-testid="counts-range" />
        <Button icon={<DownloadOutlined />} onClick={() => void doExport()} loading={exporting} disabled={!q} data-testid="counts-export">{t('meals.actions.export')}</Button>
      </Space>
    )}>
      <Table<MealDayCount>
        rowKey="date" size="small" columns={columns} dataSource={counts.data?.days ?? []} loading={counts.isFetching} pagination={false}
        onRow={() => ({ 'data-testid': 'counts-row' }) as object}
        summary={() => (counts.data ? (
          <Table.Summary.Row className="meal-counts-total" data-testid="counts-total">
            <Table.Summary.Cell index={0}>{t('meals.canteen.total')}</Table.Summary.Cell>
            <Table.Summary.Cell index={1}>{counts.data.totalLunch}</Table.Summary.Cell>
            <Table.Summary.Cell index={2}>{counts.data.totalDinner}</Table.Summary.Cell>
          </Table.Summary.Row>
        ) : null)}
      />
    </Card>
  );
}
