import '../bidding.css';
import { ArrowLeftOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Space, Spin, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useCurrentUser } from '../../../shared/current-user.tsx';
import { pickText, useLanguage } from '../../../shared/language.ts';
import { RichTextView } from '../../../shared/rich-text-view.tsx';
import { accountBlocks, bidRangeOf, decodePlanName, planPaths } from '../bidding-rules.ts';
import type { BidPage } from '../bidding-rules.ts';
import { biddingKeys, useMyPlanBids, usePlanDetail } from '../bidding.api.ts';
import { BidCourseTable } from '../components/bid-course-table.tsx';
import { BidDialog } from '../components/bid-dialog.tsx';
import type { HeldCourse } from '../components/bid-dialog.tsx';
import { PlanFairnessNote } from '../components/clearing-texts.tsx';
import { PlanNotFound } from '../components/page-guards.tsx';
import { SimulatorPanel } from '../components/simulator-panel.tsx';
import { useBidFlow } from '../components/use-bid-flow.ts';

const titleKey: Record<BidPage, string> = {
  first: 'bidding.bidPage.firstTitle',
  review: 'bidding.bidPage.reviewTitle',
  addDrop: 'bidding.bidPage.addDropTitle',
};

/**
 * The three bidding pages (FEATURES BID-R02–R04, BID-U03): first round, its read-only review and
 * add/drop share one screen; the plan name comes from the route (base64) and shows in brackets.
 */
export function BiddingPage({ page }: { page: BidPage }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const client = useQueryClient();
  const user = useCurrentUser();
  const params = useParams();
  const planId = Number(params.planID);
  const valid = Number.isInteger(planId) && planId > 0;
  const round = page === 'addDrop' ? 2 : 1;
  const plan = usePlanDetail(valid ? planId : 0);
  // The review page reads them too: the simulator offers the bids placed.
  const myBids = useMyPlanBids(valid ? planId : 0, user.studentNumber, true);
  const flow = useBidFlow(planId, round, plan.data?.refundOnDrop ?? true);
  const [tab, setTab] = useState('courses');

  if (!valid || plan.isError) return <PlanNotFound />;

  const detail = plan.data;
  // The route carries the Chinese name (education.md §2); English readers get the plan's English name once it is loaded.
  const planName = detail ? pickText(lang, detail.planName, detail.planNameEn) : decodePlanName(params.planeName);
  const range = bidRangeOf(flow.dialogRow, detail);
  // Bid or won: live bids (2) and selected courses (1) of the registration view.
  const held: HeldCourse[] = (myBids.data?.data ?? []).filter((r) => r.courseSelectionState === 1 || r.courseSelectionState === 2);
  const account = detail?.account ?? null;
  // Said once above the list, as well as on each disabled button: the plan's own minimum stands for every row.
  const blocked = page !== 'review' && detail && detail.courseSelectionOpened ? accountBlocks(account, { minPoint: detail.studentPersonalPoint }) : null;

  return (
    <div className="page-width page-block" data-testid={`bidding-page-${page}`}>
      <Card
        title={
          <span data-testid="bidding-title">
            {t(titleKey[page])}
            {planName ? <span className="bid-plan-name">{t('bidding.bidPage.planName', { name: planName })}</span> : null}
          </span>
        }
        extra={
          <Space>
            <Button icon={<ReloadOutlined />} data-testid="bidding-refresh" onClick={() => void client.invalidateQueries({ queryKey: biddingKeys.plan(planId) })}>
              {t('bidding.actions.refresh')}
            </Button>
            <Button icon={<ArrowLeftOutlined />} data-testid="bidding-back" onClick={() => void navigate(planPaths.list)}>
              {t('common.actions.back')}
            </Button>
          </Space>
        }
      >
        {account && page !== 'review' ? (
          <div className="bid-account" data-testid="bid-account">
            {t('bidding.bidPage.account', { available: account.available, budget: account.budget, held: account.held, spent: account.spent })}
            <span className="bid-account-uses">{t('bidding.bidPage.uses', { available: account.usesAvailable, max: account.maxUses })}</span>
          </div>
        ) : null}
        {detail ? <PlanFairnessNote pricing={detail.pricing} rounds={detail.rounds} sealed={detail.sealed} /> : null}
        {blocked ? (
          <Alert
            type="warning"
            showIcon
            className="bid-blocked"
            data-testid="bid-blocked-reason"
            title={t(`bidding.courses.bidBlocked.${blocked}`, { available: account?.available ?? 0, min: detail?.studentPersonalPoint ?? 0 })}
          />
        ) : null}
        <Tabs
          activeKey={tab}
          onChange={setTab}
          items={[
            {
              key: 'courses',
              label: <span data-testid="tab-courses">{t('bidding.bidPage.coursesTab')}</span>,
              children: <BidCourseTable planId={planId} page={page} planState={detail?.planState} account={page === 'review' ? null : account} sealed={detail?.sealed ?? false} onBid={(r) => void flow.startBid(r)} onDrop={(r) => void flow.drop(r)} />,
            },
            {
              key: 'intro',
              label: <span data-testid="tab-intro">{t('bidding.bidPage.introTab')}</span>,
              children: <RichTextView html={detail?.remark} data-testid="plan-remark" />,
            },
          ]}
        />
        <SimulatorPanel
          planId={planId}
          placed={(myBids.data?.data ?? []).filter((r) => r.point !== null).map((r) => ({ courseNumber: r.courseNumber, point: r.point }))}
        />
      </Card>
      <BidDialog
        row={flow.dialogRow}
        range={range}
        pointsLeft={account?.available ?? null}
        held={held}
        sending={flow.sending}
        onSubmit={(row, points) => void flow.submitBid(row, points)}
        onCancel={flow.closeDialog}
      />
      {flow.queueing ? (
        <div className="bid-queue-mask" data-testid="queue-mask" role="status" aria-live="polite">
          <Spin size="large" />
          <div className="bid-queue-text">{t('bidding.queue.waiting')}</div>
        </div>
      ) : null}
    </div>
  );
}

/** The route elements: one per page kind, so the router's lazy chunks stay one file. */
export const FirstRoundPage = () => <BiddingPage page="first" />;
export const FirstRoundReviewPage = () => <BiddingPage page="review" />;
export const AddDropPage = () => <BiddingPage page="addDrop" />;
