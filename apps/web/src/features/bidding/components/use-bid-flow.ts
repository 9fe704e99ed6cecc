import { StatusCode, messageText } from '@portal/contracts';
import type { BidCourseRow } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAsync, notifyError, notifyMessage } from '../../../shared/feedback.ts';
import { isBizError } from '../../../shared/http-errors.ts';
import { messageLang, pickText, useLanguage } from '../../../shared/language.ts';
import { biddingApi, refreshPlan } from '../bidding.api.ts';

/** The queue is asked every 2 seconds (education.md §9). */
export const QUEUE_POLL_MS = 2000;
/** The answer (700) while the plan's round is being cleared: keep waiting. */
const CLEARING_CODE = '92009';

const sleep = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

/**
 * The steps of a bid and a drop (education.md §4, §2):
 * bid → history check (1201 → confirm the server's message, continue only on OK) → points dialog →
 * POST → mask while the queue settles → 'Selection succeeded' → refresh. A drop is confirmed first,
 * then follows the same queue wait and says the course was dropped.
 */
export function useBidFlow(planId: number, round: 1 | 2, refundOnDrop: boolean) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const client = useQueryClient();
  const [dialogRow, setDialogRow] = useState<BidCourseRow | null>(null);
  const [queueing, setQueueing] = useState(false);
  const [sending, setSending] = useState(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  /** Polls GetIsQueue until it answers 200; resolves false when it gave up on another error. */
  const waitForQueue = async (): Promise<boolean> => {
    setQueueing(true);
    try {
      for (;;) {
        await sleep(QUEUE_POLL_MS);
        if (!mounted.current) return false;
        try {
          await biddingApi.queue(planId);
          return true;
        } catch (e) {
          if (isBizError(e) && e.code === CLEARING_CODE) continue;
          notifyError(e);
          return false;
        }
      }
    } finally {
      if (mounted.current) setQueueing(false);
      await refreshPlan(client, planId);
    }
  };

  const startBid = async (row: BidCourseRow) => {
    try {
      await biddingApi.checkHistory(row, round);
    } catch (e) {
      if (!isBizError(e) || e.statusCode !== StatusCode.historyConfirm) {
        notifyError(e);
        return;
      }
      const text = messageText('1201', messageLang(), e.params) ?? e.message;
      const go = await confirmAsync({
        title: t('bidding.bid.historyTitle'),
        content: text,
        okText: t('common.actions.confirm'),
        cancelText: t('common.actions.cancel'),
      });
      if (!go) return;
    }
    setDialogRow(row);
  };

  /** Sends the bid; the dialog stays open with the server's message when it is refused. */
  const submitBid = async (row: BidCourseRow, points: number) => {
    setSending(true);
    try {
      await biddingApi.bid(row, round, points);
    } catch (e) {
      notifyError(e);
      return;
    } finally {
      setSending(false);
    }
    setDialogRow(null);
    if (await waitForQueue()) notifyMessage('success', t('bidding.queue.done'));
  };

  const drop = async (row: BidCourseRow) => {
    const name = pickText(lang, row.courseNameCN, row.courseNameEN);
    const givingUpWin = round === 2 && row.firstStatus === 1;
    const go = await confirmAsync({
      title: t('bidding.drop.confirmTitle', { name }),
      content: givingUpWin ? t(refundOnDrop ? 'bidding.drop.wonRefund' : 'bidding.drop.wonNoRefund') : t('bidding.drop.confirmText'),
      okText: t('bidding.drop.ok'),
      okButtonProps: { danger: true },
      cancelText: t('common.actions.cancel'),
    });
    if (!go) return;
    try {
      await biddingApi.drop(row, round);
    } catch (e) {
      notifyError(e);
      return;
    }
    if (await waitForQueue()) notifyMessage('success', t('bidding.drop.done', { name }));
  };

  return { dialogRow, closeDialog: () => setDialogRow(null), startBid, submitBid, drop, queueing, sending };
}
