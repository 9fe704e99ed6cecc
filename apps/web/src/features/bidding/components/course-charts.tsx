import type { CourseCharts as Charts, PastPrice } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Spin, Table, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isBizError } from '../../../shared/http-errors.ts';
import { pickText, useLanguage } from '../../../shared/language.ts';
import { biddingAdminApi } from '../bidding-admin.api.ts';
import { biddingApi, biddingKeys } from '../bidding.api.ts';

/**
 * A course's charts after clearing (issue 29): each published round's bids in buckets with the
 * clearing price marked, and the course number's price over past terms. Plain SVG (no chart
 * library for two small charts); each chart has a text summary for screen readers and its figures
 * as a table under 'Show as a table'.
 */

const W = 280;
const H = 96;
const BAR = '#1677ff';
const PRICE = '#cf1322';

type Round = Charts['rounds'][number];

function Histogram({ round, t }: { round: Round; t: TFunction }) {
  const id = useId();
  const { buckets, price } = round;
  if (buckets.length === 0) return <div className="bid-muted">{t('bidding.charts.noBids', { round: round.round })}</div>;
  const lo = buckets[0]!.from;
  const hi = buckets.at(-1)!.to;
  const top = Math.max(...buckets.map((b) => b.count));
  const count = buckets.reduce((n, b) => n + b.count, 0);
  const slot = W / buckets.length;
  const plot = H - 16;
  const priceX = price !== null && price >= lo && price <= hi ? ((price - lo + 0.5) / (hi - lo + 1)) * W : null;
  const summary = t('bidding.charts.histogramDesc', { count, lowest: lo, highest: hi, price: price ?? t('bidding.fair.figures.noPrice') });
  return (
    <figure className="bid-chart" data-testid={`chart-histogram-${round.round}`}>
      <figcaption id={`${id}-t`}>{t('bidding.charts.histogramTitle', { round: round.round })}</figcaption>
      <svg width={W} height={H} viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={`${id}-t ${id}-d`}>
        <desc id={`${id}-d`}>{summary}</desc>
        {buckets.map((b, i) => {
          const h = top === 0 ? 0 : (b.count / top) * (plot - 4);
          return <rect key={b.from} x={i * slot + 1} y={plot - h} width={Math.max(1, slot - 2)} height={h} fill={BAR} />;
        })}
        <line x1={0} y1={plot} x2={W} y2={plot} stroke="#999" />
        {priceX !== null ? <line x1={priceX} y1={0} x2={priceX} y2={plot} stroke={PRICE} strokeWidth={2} strokeDasharray="4 2" /> : null}
        <text x={0} y={H - 2} fontSize={11} fill="#555">{lo}</text>
        <text x={W} y={H - 2} fontSize={11} fill="#555" textAnchor="end">{hi}</text>
      </svg>
      <div className="bid-muted" data-testid="chart-histogram-summary">{summary}</div>
      <details>
        <summary>{t('bidding.charts.asTable')}</summary>
        <Table
          size="small"
          pagination={false}
          rowKey="from"
          dataSource={buckets}
          columns={[
            { title: t('bidding.charts.points'), key: 'range', render: (_, b) => (b.from === b.to ? b.from : `${b.from}–${b.to}`) },
            { title: t('bidding.charts.bids'), dataIndex: 'count' },
          ]}
        />
      </details>
    </figure>
  );
}

interface PricePoint { key: string; label: string; price: number | null }

function PriceHistory({ points, t }: { points: PricePoint[]; t: TFunction }) {
  const id = useId();
  const priced = points.filter((p) => p.price !== null);
  const values = priced.map((p) => p.price!);
  const [min, max] = values.length ? [Math.min(...values), Math.max(...values)] : [0, 0];
  const plot = H - 16;
  const x = (i: number) => (points.length === 1 ? W / 2 : 8 + (i / (points.length - 1)) * (W - 16));
  const y = (v: number) => (max === min ? plot / 2 : plot - 4 - ((v - min) / (max - min)) * (plot - 12));
  const path = points.map((p, i) => (p.price === null ? null : `${x(i)},${y(p.price)}`)).filter((s) => s !== null).join(' ');
  const summary = points.map((p) => `${p.label}: ${p.price ?? t('bidding.charts.noPrice')}`).join('; ');
  return (
    <figure className="bid-chart" data-testid="chart-past-prices">
      <figcaption id={`${id}-t`}>{t('bidding.charts.pastTitle')}</figcaption>
      <svg width={W} height={H} viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={`${id}-t ${id}-d`}>
        <desc id={`${id}-d`}>{summary}</desc>
        <line x1={0} y1={plot} x2={W} y2={plot} stroke="#999" />
        {path ? <polyline points={path} fill="none" stroke={PRICE} strokeWidth={2} /> : null}
        {points.map((p, i) => (p.price === null ? null : <circle key={p.key} cx={x(i)} cy={y(p.price)} r={3} fill={PRICE} />))}
        {values.length ? <text x={0} y={H - 2} fontSize={11} fill="#555">{t('bidding.charts.range', { min, max })}</text> : null}
      </svg>
      <details>
        <summary>{t('bidding.charts.asTable')}</summary>
        <Table
          size="small"
          pagination={false}
          rowKey="key"
          dataSource={points}
          columns={[
            { title: t('bidding.charts.term'), dataIndex: 'label' },
            { title: t('bidding.charts.price'), key: 'price', render: (_, p) => p.price ?? t('bidding.charts.noPrice') },
          ]}
        />
      </details>
    </figure>
  );
}

const termLabel = (t: TFunction, lang: ReturnType<typeof useLanguage>, p: PastPrice) =>
  t('bidding.charts.termLabel', { plan: pickText(lang, p.planName, p.planNameEn), round: p.round });

/** The charts of one course, read as a student (the plan's own course) or as staff. */
export function CourseCharts({ side, courseId }: { side: 'student' | 'staff'; courseId: number }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const charts = useQuery({
    queryKey: biddingKeys.charts(side, courseId),
    queryFn: ({ signal }) => (side === 'staff' ? biddingAdminApi.charts(courseId, signal) : biddingApi.charts(courseId, signal)),
    retry: false,
  });
  if (charts.isPending) return <Spin size="small" />;
  if (charts.isError) {
    const e = charts.error;
    return <Alert type="info" showIcon data-testid="charts-none" title={isBizError(e) ? e.message : t('bidding.charts.failed')} />;
  }
  const data = charts.data;
  const points: PricePoint[] = [
    ...data.pastPrices.map((p) => ({ key: `${p.planId}-${p.round}`, label: termLabel(t, lang, p), price: p.price })),
    ...data.rounds.map((r) => ({ key: `now-${r.round}`, label: t('bidding.charts.thisTerm', { round: r.round }), price: r.price })),
  ];
  return (
    <div className="bid-charts" data-testid="course-charts">
      {data.rounds.map((r) => <Histogram key={r.round} round={r} t={t} />)}
      <PriceHistory points={points} t={t} />
      {data.pastPrices.length === 0 ? <Typography.Text type="secondary">{t('bidding.charts.pastNone')}</Typography.Text> : null}
    </div>
  );
}
