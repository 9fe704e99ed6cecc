import { PlanState, SelectStatus } from '@portal/contracts';
import type { BidCourseRow } from '@portal/contracts';
import { Button, Modal, Space, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/language.ts';
import { PagedTable } from '../../../shared/paged-table.tsx';
import type { PagedColumn } from '../../../shared/paged-table.tsx';
import { roundPublished, rowButtons } from '../bidding-rules.ts';
import type { AccountLeft, BidPage } from '../bidding-rules.ts';
import { biddingApi, biddingKeys } from '../bidding.api.ts';
import { figuresText, outcomeText } from './clearing-texts.tsx';
import { CourseCharts } from './course-charts.tsx';
import { ClassTimeList, CourseNameCell, dateTime, numbered } from './course-cells.tsx';
import type { Numbered } from './course-cells.tsx';

/** Course lists are paged at 30 (education.md §9). */
export const COURSE_PAGE_SIZE = 30;

type Row = Numbered<BidCourseRow>;

const statusColour: Record<number, string> = {
  [SelectStatus.bid]: 'processing',
  [SelectStatus.dropped]: 'default',
  [SelectStatus.won]: 'success',
  [SelectStatus.lost]: 'error',
};

/** The student's bid on the course in this round, and in add/drop what became of round 1. */
function BidStatus({ row, page }: { row: BidCourseRow; page: BidPage }) {
  const { t } = useTranslation();
  return (
    <Space orientation="vertical" size={2} data-testid="bid-status">
      <Tag color={statusColour[row.selectStatus] ?? 'default'}>{t(`bidding.selectStatus.s${row.selectStatus}`, { defaultValue: String(row.selectStatus) })}</Tag>
      {/* A live add/drop bid on a full course is a waitlist entry: its rank is its place in line. */}
      {page === 'addDrop' && row.selectStatus === SelectStatus.bid && row.remainder <= 0 && row.planState === PlanState.secondOpen ? (
        <span className="bid-muted" data-testid="bid-waitlist">{t('bidding.courses.onWaitlist', { queue: row.queue ?? '—' })}</span>
      ) : null}
      {page === 'addDrop' && row.firstStatus === 1 ? <Tag color="success">{t('bidding.courses.wonFirst')}</Tag> : null}
      {page === 'addDrop' && row.isDeselect ? (
        <span className="bid-muted">{t('bidding.courses.droppedAt', { time: dateTime(row.deselectTime) })}</span>
      ) : null}
    </Space>
  );
}

interface BidCourseTableProps {
  planId: number;
  page: BidPage;
  /** The plan's state: the clearing price column appears once the page's round is published. */
  planState: number | undefined;
  /** What the student has left; a bid is disabled, with the reason, when it cannot be placed. */
  account: AccountLeft | null;
  /** A sealed plan: ranks and others' figures of an unpublished round are hidden (the server sends none). */
  sealed?: boolean;
  onBid: (row: BidCourseRow) => void;
  onDrop: (row: BidCourseRow) => void;
}

/**
 * The course list of a bidding page (FEATURES BID-U04): the spec's columns, plus first-round
 * average and seats left in add/drop, and the clearing price once the round is published.
 */
export function BidCourseTable({ planId, page, planState, account, sealed = false, onBid, onDrop }: BidCourseTableProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const round = page === 'addDrop' ? 2 : 1;
  const [chartsOf, setChartsOf] = useState<BidCourseRow | null>(null);
  const hidden = sealed && planState !== undefined && !roundPublished(page, planState);

  const columns: PagedColumn<Row>[] = [
    { title: t('bidding.plans.columns.no'), key: 'no', width: 48, fixed: 'left', render: (_, r) => r.rowNo },
    {
      title: t('bidding.courses.columns.course'),
      key: 'course',
      sorter: true,
      sortField: lang === 'en-US' ? 'courseNameEN' : 'courseName',
      width: 170,
      fixed: 'left',
      render: (_, r) => (
        <>
          <CourseNameCell cn={r.courseNameCN} en={r.courseNameEN} type={r.courseType} />
          <div className="bid-muted bid-past-clearing" data-testid="past-clearing">
            {r.pastClearingPoint === null ? t('bidding.courses.pastClearingNone') : t('bidding.courses.pastClearing', { count: r.pastClearingPoint })}
          </div>
        </>
      ),
    },
    // Widths hold the longer English headers and the sort icon on one line (no 'Instruc-tor' at 1,366 px).
    { title: t('bidding.courses.columns.teacher'), dataIndex: 'teacher', sorter: true, width: 120, render: (_, r) => <span data-testid="course-teacher">{r.teacher}</span> },
    { title: t('bidding.courses.columns.credit'), dataIndex: 'score', sorter: true, width: 86 },
    { title: t('bidding.courses.columns.classTime'), key: 'classTime', width: 165, render: (_, r) => <ClassTimeList times={r.classTimeList} /> },
    { title: t('bidding.courses.columns.venue'), dataIndex: 'resourceName', width: 110, render: (_, r) => <span data-testid="course-venue">{r.resourceName}</span> },
    { title: t('bidding.courses.columns.points'), dataIndex: 'point', sorter: true, width: 90, render: (_, r) => <span data-testid="bid-points-cell">{r.point ?? '—'}</span> },
    { title: t('bidding.courses.columns.queue'), dataIndex: 'queue', sorter: true, width: 104, render: (_, r) => <span data-testid="bid-queue">{r.queue ?? (hidden && r.point !== null ? t('bidding.fair.sealedCell') : '—')}</span> },
    { title: t('bidding.courses.columns.countLimit'), dataIndex: 'countLimites', sorter: true, width: 90 },
  ];
  if (page === 'addDrop') {
    columns.push(
      { title: t('bidding.courses.columns.firstAverage'), dataIndex: 'firstChooseAvgPoint', width: 124, render: (_, r) => r.firstChooseAvgPoint ?? '—' },
      { title: t('bidding.courses.columns.remainder'), dataIndex: 'remainder', width: 100, render: (_, r) => <span data-testid="bid-remainder">{r.remainder}</span> },
    );
  }
  if (planState !== undefined && roundPublished(page, planState)) {
    columns.push({
      title: t('bidding.courses.columns.clearingPrice'),
      key: 'clearingPrice',
      width: 100,
      render: (_, r) => <span data-testid="clearing-price">{r.clearingPrice ?? '—'}</span>,
    }, {
      // Why the bid won or lost, and the course's figures, as text (issue 29).
      title: t('bidding.fair.columns.outcome'),
      key: 'outcome',
      width: 200,
      render: (_, r) => <span data-testid="bid-outcome">{outcomeText(t, { outcome: r.outcome, paid: r.paid, point: r.point, price: r.clearing?.price ?? r.clearingPrice })}</span>,
    }, {
      title: t('bidding.fair.figures.column'),
      key: 'figures',
      width: 220,
      render: (_, r) => (
        <>
          <span className="bid-muted" data-testid="course-figures">{r.clearing ? figuresText(t, r.clearing) : '—'}</span>
          {r.clearing && r.clearing.bidders > 0 ? (
            <Button type="link" size="small" data-testid="course-charts-button" onClick={() => setChartsOf(r)}>{t('bidding.charts.button')}</Button>
          ) : null}
        </>
      ),
    });
  }
  columns.push({ title: t('bidding.courses.columns.status'), key: 'status', width: 116, render: (_, r) => <BidStatus row={r} page={page} /> });
  if (page !== 'review') {
    columns.push({
      title: t('bidding.courses.columns.operate'),
      key: 'operate',
      width: 140,
      fixed: 'right',
      render: (_, r) => {
        const b = rowButtons(page, r, account);
        const reason = b.bidBlocked && b.bidBlocked !== 'closed' ? t(`bidding.courses.bidBlocked.${b.bidBlocked}`, { available: account?.available ?? 0, min: r.minPoint })
          : b.waitlist && !b.bidDisabled ? t('bidding.courses.waitlistHint') : null;
        const label = b.waitlist ? t('bidding.courses.joinWaitlist') : t('bidding.courses.bid');
        return (
          <Space size={4}>
            {/* A disabled button takes no pointer events: the span carries the tooltip and the reason for readers. */}
            <Tooltip title={reason}>
              <span data-testid="bid-button-wrap">
                <Button type="primary" size="small" disabled={b.bidDisabled} data-testid="bid-button" aria-label={reason ? `${label}: ${reason}` : undefined} onClick={() => onBid(r)}>
                  {label}
                </Button>
              </span>
            </Tooltip>
            <Button size="small" danger disabled={b.dropDisabled} data-testid="drop-button" onClick={() => onDrop(r)}>
              {t('bidding.courses.drop')}
            </Button>
          </Space>
        );
      },
    });
  }

  return (
    <>
    <PagedTable<Row>
      queryKey={biddingKeys.courses(planId, round)}
      fetchPage={async (r, signal) => numbered(await biddingApi.courses(planId, round, r, signal), r)}
      columns={columns}
      rowKey="courseId"
      rowTestId="course-row"
      defaultPageSize={COURSE_PAGE_SIZE}
      size="small"
      // Wider than the page only in add/drop, whose two extra columns then scroll.
      scroll={{ x: columns.reduce((sum, c) => sum + (typeof c.width === 'number' ? c.width : 100), 0) }}
    />
    <Modal
      open={chartsOf !== null}
      footer={null}
      onCancel={() => setChartsOf(null)}
      destroyOnHidden
      title={chartsOf ? t('bidding.charts.title', { name: lang === 'en-US' ? chartsOf.courseNameEN : chartsOf.courseNameCN }) : ''}
    >
      {chartsOf ? <CourseCharts side="student" courseId={chartsOf.courseId} /> : null}
    </Modal>
    </>
  );
}
