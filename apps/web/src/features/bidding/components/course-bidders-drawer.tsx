import type { AdminCourseRow, ClearingHistoryRow, courseBidderSchema } from '@portal/contracts';
import { Descriptions, Drawer, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { pickText, useLanguage } from '../../../shared/language.ts';
import { useClearingHistory, useCourseBidders } from '../bidding-admin.api.ts';
import { outcomeText } from './clearing-texts.tsx';
import { CourseCharts } from './course-charts.tsx';
import { dateTime } from './course-cells.tsx';

type Bidder = z.infer<typeof courseBidderSchema>;

const statusColour: Record<string, string> = { live: 'processing', won: 'success', lost: 'error', dropped: 'default' };
const statuses = ['live', 'won', 'lost', 'dropped'];

/** The course number's past clearing points: every published round of every plan that offered it. */
function ClearingHistory({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const history = useClearingHistory(courseId);
  const columns: TableColumnsType<ClearingHistoryRow> = [
    { title: t('bidding.log.columns.plan'), key: 'plan', render: (_, h) => pickText(lang, h.planName, h.planNameEn) },
    { title: t('bidding.admin.bidders.round'), dataIndex: 'round', width: 90, render: (_, h) => t(`bidding.admin.bidders.round${h.round}`, { defaultValue: String(h.round) }) },
    { title: t('bidding.admin.history.lowest'), dataIndex: 'lowestWinningBid', width: 130 },
    { title: t('bidding.admin.columns.seats'), key: 'seats', width: 100, render: (_, h) => `${h.winners} / ${h.seats}` },
  ];
  return (
    <>
      <Typography.Title level={5}>{t('bidding.admin.history.title')}</Typography.Title>
      <Table<ClearingHistoryRow>
        rowKey={(h) => `${h.planId}-${h.round}`}
        size="small"
        columns={columns}
        dataSource={history.data ?? []}
        loading={history.isFetching}
        pagination={false}
        locale={{ emptyText: history.isFetching ? ' ' : t('bidding.admin.history.none') }}
        onRow={() => ({ className: 'clearing-history-row' })}
        data-testid="clearing-history"
        style={{ marginBottom: 16 }}
      />
    </>
  );
}

/**
 * The results of one course (issue #3): the course number's past clearing points, both rounds'
 * bidders in clearing order with rank, points and status, and each round's clearing price (the
 * lowest winning bid).
 */
export function CourseBiddersDrawer({ course, onClose }: { course: AdminCourseRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const bidders = useCourseBidders(course?.id ?? null);

  const columns: TableColumnsType<Bidder> = [
    { title: t('bidding.admin.bidders.round'), dataIndex: 'round', width: 70, render: (_, b) => t(`bidding.admin.bidders.round${b.round}`, { defaultValue: String(b.round) }) },
    { title: t('bidding.admin.bidders.rank'), dataIndex: 'rank', width: 60, render: (_, b) => (b.rank > 0 ? b.rank : '—') },
    { title: t('bidding.admin.bidders.student'), key: 'student', render: (_, b) => `${b.studentName} (${b.studentNumber})` },
    { title: t('bidding.courses.columns.points'), dataIndex: 'points', width: 70 },
    {
      title: t('bidding.courses.columns.status'),
      dataIndex: 'status',
      width: 90,
      render: (_, b) => (
        <Tag color={statusColour[b.status] ?? 'default'} data-testid="bidder-status">
          {statuses.includes(b.status) ? t(`bidding.admin.bidders.status.${b.status}`) : b.status}
        </Tag>
      ),
    },
    {
      title: t('bidding.fair.figures.column'),
      key: 'outcome',
      width: 200,
      render: (_, b) => <span data-testid="bidder-outcome">{b.outcome ? outcomeText(t, { outcome: b.outcome, paid: b.paid, point: b.points, price: b.price }) : '—'}</span>,
    },
    { title: t('bidding.admin.bidders.placedAt'), dataIndex: 'placedAt', width: 140, render: (_, b) => dateTime(b.placedAt) },
  ];

  return (
    <Drawer
      open={course !== null}
      size={760}
      title={course ? t('bidding.admin.bidders.title', { name: pickText(lang, course.courseNameCN, course.courseNameEN) }) : ''}
      onClose={onClose}
      destroyOnHidden
    >
      {course ? (
        <div data-testid="course-bidders">
          <Descriptions
            size="small"
            column={4}
            style={{ marginBottom: 16 }}
            items={[
              { key: 'seats', label: t('bidding.admin.courseForm.seatLimit'), children: course.seatLimit },
              { key: 'won', label: t('bidding.admin.columns.won'), children: course.wonCount },
              { key: 'p1', label: t('bidding.admin.columns.price1'), children: course.clearingPriceFirst ?? '—' },
              { key: 'p2', label: t('bidding.admin.columns.price2'), children: course.clearingPriceSecond ?? '—' },
            ]}
          />
          {course.clearings.length > 0 ? (
            <>
              <Typography.Title level={5}>{t('bidding.charts.drawerTitle')}</Typography.Title>
              <CourseCharts side="staff" courseId={course.id} />
            </>
          ) : null}
          <ClearingHistory courseId={course.id} />
          <Typography.Title level={5}>{t('bidding.admin.history.bidders')}</Typography.Title>
          <Table<Bidder>
            rowKey="bidId"
            size="small"
            columns={columns}
            dataSource={bidders.data ?? []}
            loading={bidders.isFetching}
            pagination={{ pageSize: 50, hideOnSinglePage: true }}
            onRow={() => ({ className: 'bidder-row' })}
          />
        </div>
      ) : null}
    </Drawer>
  );
}
