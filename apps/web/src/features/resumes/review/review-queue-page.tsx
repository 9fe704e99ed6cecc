import { OPTIMIZE_QUEUE_STATES } from '@portal/contracts';
import type { OptimizeQueueRow } from '@portal/contracts';
import { Card, Input, Segmented, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../shared/date-format.ts';
import type { PageRequest } from '../../../shared/paged-request.ts';
import { PagedTable } from '../../../shared/paged-table.tsx';
import type { PagedColumn } from '../../../shared/paged-table.tsx';
import { resumeKeys, resumesApi } from '../resumes.api.ts';
import { ResumeBookCard } from './resume-book-card.tsx';
import { OptimizeStateTag, useReviewText } from './review-text.tsx';
import { ReviewerOnly } from './reviewer-only.tsx';

type QueueState = (typeof OPTIMIZE_QUEUE_STATES)[number];

const fetchQueue = (state: QueueState) => (r: PageRequest) =>
  resumesApi.queue({ ...r, orderBy: r.orderBy ?? null, sort: r.sort, queryText: r.queryText ?? '', state });

/**
 * The career office's queue of resumes that asked for optimisation (RES-G06, README 'Review'):
 * requested, done or all, searched by name or number; each row opens the resume and its suggestion.
 */
function ReviewQueue() {
  const { t } = useTranslation();
  const text = useReviewText();
  const [state, setState] = useState<QueueState>('requested');
  const [search, setSearch] = useState('');
  const [queryText, setQueryText] = useState('');
  const f = (key: string) => t(`resumes.review.fields.${key}`);

  const columns: PagedColumn<OptimizeQueueRow>[] = [
    {
      title: f('student'), key: 'studentName', width: 130, fixed: 'left',
      render: (_, r) => <Link to={`/career/admin/resumes/${r.id}`} data-testid="review-open">{text.student(r)}</Link>,
    },
    { title: f('studentNumber'), key: 'studentNumber', dataIndex: 'studentNumber', width: 120, sorter: true, render: (v: string | null) => v ?? '-' },
    { title: f('programme'), key: 'pageType', width: 90, render: (_, r) => text.programme(r.pageType) },
    { title: f('entranceYear'), key: 'entranceYear', dataIndex: 'entranceYear', width: 90, render: (v: number | null) => v ?? '-' },
    { title: f('kind'), key: 'kind', width: 100, render: (_, r) => text.kind(r.kind) },
    { title: f('howComplete'), key: 'howComplete', dataIndex: 'howComplete', width: 90, sorter: true, render: (v: number) => `${v}%` },
    { title: f('requestedAt'), key: 'requestedAt', dataIndex: 'requestedAt', width: 150, sorter: true, render: (v: string | null) => formatDateTime(v, '-') },
    { title: f('state'), key: 'optimizeState', width: 90, render: (_, r) => <OptimizeStateTag state={r.optimizeState} /> },
    { title: f('released'), key: 'released', width: 140, render: (_, r) => text.released(r) },
    { title: t('common.table.actions'), key: 'actions', width: 70, fixed: 'right', render: (_, r) => <Link to={`/career/admin/resumes/${r.id}`}>{t('resumes.review.open')}</Link> },
  ];

  return (
    <div className="page-width page-block" data-testid="review-queue-page">
      <Card title={<h1 style={{ fontSize: 18, margin: 0 }}>{t('resumes.review.title')}</h1>}>
        <Space orientation="vertical" style={{ width: '100%' }} size="middle">
          <Space wrap>
            <Segmented<QueueState> value={state} onChange={setState} aria-label={t('resumes.review.filter')} data-testid="review-filter"
              options={OPTIMIZE_QUEUE_STATES.map((s) => ({ value: s, label: t(`resumes.review.filters.${s}`) }))} />
            <Input.Search allowClear value={search} onChange={(e) => setSearch(e.target.value)} onSearch={(v) => setQueryText(v.trim())}
              placeholder={t('resumes.review.searchPlaceholder')} aria-label={t('resumes.review.searchPlaceholder')} style={{ width: 320 }} data-testid="review-search" />
          </Space>
          <PagedTable<OptimizeQueueRow> queryKey={[...resumeKeys.review(), 'queue', state]} queryText={queryText} fetchPage={fetchQueue(state)}
            columns={columns} rowKey="id" rowTestId="review-row" scroll={{ x: 1070 }} />
        </Space>
      </Card>
      <ResumeBookCard />
    </div>
  );
}

export function ReviewQueuePage() {
  return <ReviewerOnly><ReviewQueue /></ReviewerOnly>;
}
