import type { AttendanceRateRow } from '@portal/contracts';
import { Alert, Card, InputNumber, Space, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { pickText, useLanguage } from '../../../../shared/language.ts';
import { testIdProps } from '../../../../shared/paged-table.tsx';
import { useAttendanceRates } from '../attendance.api.ts';

/** The threshold lives in the page's address (?threshold=), so a bookmark or a shared link keeps it. */
function useThreshold(): [number | undefined, (n: number) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('threshold'));
  // Without one in the address, the server answers with the school's threshold.
  const value = params.has('threshold') && Number.isFinite(raw) && raw >= 0 && raw <= 100 ? raw : undefined;
  const set = (n: number) => setParams((p) => { const next = new URLSearchParams(p); next.set('threshold', String(n)); return next; }, { replace: true });
  return [value, set];
}

/**
 * Each student's attendance rate and those below the threshold (beyond the legacy portal, as
 * Moodle's attendance does). Which statuses count as attended is the server's (README).
 */
export function AttendanceRates({ startClassId }: { startClassId: number }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [threshold, setThreshold] = useThreshold();
  const rates = useAttendanceRates(startClassId, threshold);
  const shown = threshold ?? rates.data?.threshold;
  const below = (rates.data?.students ?? []).filter((s) => s.below);
  const columns: TableColumnsType<AttendanceRateRow> = [
    { title: t('teaching.attendance.columns.studentNumber'), dataIndex: 'studentNumber', width: 140 },
    { title: t('teaching.attendance.columns.name'), key: 'name', render: (_, r) => pickText(lang, r.name, r.enName) },
    { title: t('teaching.attendance.rates.records'), dataIndex: 'records', width: 90 },
    { title: t('teaching.attendance.rates.points'), key: 'points', width: 110, render: (_, r) => `${r.earned} / ${r.possible}` },
    {
      title: t('teaching.attendance.rates.rate'), key: 'rate', width: 140,
      render: (_, r) => (r.rate === null ? '-' : <Tag color={r.below ? 'red' : 'green'} data-testid={r.below ? 'rate-below' : 'rate-ok'}>{`${r.rate}%`}</Tag>),
    },
  ];
  const pointNames = Object.entries(rates.data?.points ?? {}).map(([s, n]) => `${t(`teaching.attendance.statuses.${s}`, { defaultValue: s })} ${n}`).join(lang === 'en-US' ? ', ' : '、');
  return (
    <Card
      title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('teaching.attendance.rates.title')}</h2>}
      extra={(
        <Space>
          <label htmlFor="attendance-threshold">{t('teaching.attendance.rates.threshold')}</label>
          <InputNumber id="attendance-threshold" data-testid="attendance-threshold" min={0} max={100} value={shown} suffix="%" onChange={(v) => { if (typeof v === 'number') setThreshold(v); }} />
        </Space>
      )}
      data-testid="attendance-rates"
    >
      <p>{t('teaching.attendance.rates.hint', { points: pointNames, max: rates.data?.maxPoints ?? '' })}</p>
      {rates.data ? (
        <Alert
          style={{ marginBottom: 12 }} type={below.length ? 'warning' : 'success'} showIcon data-testid="attendance-below"
          title={below.length
            ? t('teaching.attendance.rates.below', { count: below.length, threshold: shown, names: below.map((s) => `${s.studentNumber} ${pickText(lang, s.name, s.enName)}`).join(', ') })
            : t('teaching.attendance.rates.noneBelow', { threshold: shown })}
        />
      ) : null}
      <Table<AttendanceRateRow> rowKey="studentId" size="small" columns={columns} dataSource={rates.data?.students ?? []} loading={rates.isPending}
        pagination={{ pageSize: 20, hideOnSinglePage: true }} onRow={() => testIdProps('attendance-rate-row')} />
    </Card>
  );
}
