import type { BidOutcome, CourseClearing, Pricing, RoundSeedView } from '@portal/contracts';
import { Alert, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/**
 * The explanations of issue 29 as text: why a bid won or lost, a course's published figures, and the
 * plan's pricing, lottery (seed hash while open, the seed after) and sealed rounds. The charts are
 * in course-charts.tsx.
 */

/** 'Won at 250 (your bid 300; 50 back)', 'Not won: price 250 against your 200', 'lost the lottery at 200'. */
export function outcomeText(t: TFunction, o: { outcome: BidOutcome | null; paid: number | null; point: number | null; price: number | null }): string {
  if (!o.outcome) return t('bidding.fair.outcome.none');
  if (o.outcome === 'won') {
    const price = o.paid ?? o.point ?? 0;
    const back = (o.point ?? price) - price;
    return back > 0 ? t('bidding.fair.outcome.wonBack', { price, bid: o.point, back }) : t('bidding.fair.outcome.won', { price });
  }
  if (o.outcome === 'noSeat') return t('bidding.fair.outcome.noSeat');
  return t(`bidding.fair.outcome.${o.outcome}`, { price: o.price ?? '—', bid: o.point ?? '—' });
}

/** '3 bidders · 2 seats · price 250 · bids 200–300' (what NUS publishes per course). */
export function figuresText(t: TFunction, c: CourseClearing): string {
  if (c.bidders === 0) return t('bidding.fair.figures.noBids', { seats: c.seats });
  return t('bidding.fair.figures.line', {
    bidders: c.bidders, seats: c.seats, price: c.price ?? t('bidding.fair.figures.noPrice'), lowest: c.lowestBid ?? '—', highest: c.highestBid ?? '—',
  });
}

/** The plan's pricing rule and each round's lottery commitment (hash) or, once published, its seed. */
export function PlanFairnessNote({ pricing, rounds, sealed = false }: { pricing: Pricing; rounds: RoundSeedView[]; sealed?: boolean }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="info"
      className="bid-fairness"
      data-testid="plan-fairness"
      title={<span data-testid="plan-pricing">{t(`bidding.fair.pricing.${pricing}`)}</span>}
      description={
        <>
          {sealed ? <div data-testid="plan-sealed">{t('bidding.fair.sealed')}</div> : null}
          <div>{t('bidding.fair.lottery.title')}</div>
          {rounds.map((r) => (
            <Typography.Text key={r.round} className="bid-seed" data-testid={`plan-seed-${r.round}`} copyable={{ text: r.seed ?? r.seedHash }}>
              {r.seed ? t('bidding.fair.lottery.seed', { round: r.round, seed: r.seed, hash: r.seedHash }) : t('bidding.fair.lottery.hash', { round: r.round, hash: r.seedHash })}
            </Typography.Text>
          ))}
          <div className="bid-muted">{t('bidding.fair.lottery.how')}</div>
        </>
      }
    />
  );
}
