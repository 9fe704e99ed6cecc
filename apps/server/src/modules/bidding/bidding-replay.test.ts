import { describe, expect, it } from 'vitest';
import { clearInMemory, differences, lotteryKey } from './bidding-replay.ts';

const seed = 'a'.repeat(64);

describe('the replay of a clearing', () => {
  it('prices a filled course at its lowest winning bid and an unfilled one at the floor under uniform pricing', () => {
    const r = clearInMemory({
      pricing: 'uniform', seed,
      courses: [{ courseId: 1, seats: 2, floorPrice: 100 }, { courseId: 2, seats: 3, floorPrice: 100 }],
      bids: [
        { bidId: 1, studentId: 1, courseId: 1, points: 300 }, { bidId: 2, studentId: 2, courseId: 1, points: 250 },
        { bidId: 3, studentId: 3, courseId: 1, points: 200 }, { bidId: 4, studentId: 4, courseId: 2, points: 150 },
      ],
    });
    expect(r.courses).toEqual([{ courseId: 1, winners: 2, price: 250 }, { courseId: 2, winners: 1, price: 100 }]);
    expect(r.bids).toEqual([
      { bidId: 1, won: true, rank: 1, paid: 250 }, { bidId: 2, won: true, rank: 2, paid: 250 },
      { bidId: 3, won: false, rank: 3, paid: null }, { bidId: 4, won: true, rank: 1, paid: 100 },
    ]);
  });

  it('charges each winner their bid under pay-as-bid and breaks ties by the lottery key, whatever the input order', () => {
    const bids = [1, 2, 3, 4].map((s) => ({ bidId: s, studentId: s, courseId: 7, points: 200 }));
    const expected = [...bids].sort((x, y) => Buffer.compare(lotteryKey(seed, x.studentId, 7), lotteryKey(seed, y.studentId, 7)))[0]!.bidId;
    for (const order of [bids, [...bids].reverse()]) {
      const r = clearInMemory({ pricing: 'pay_as_bid', seed, courses: [{ courseId: 7, seats: 1, floorPrice: 100 }], bids: order });
      expect(r.bids.filter((b) => b.won).map((b) => [b.bidId, b.paid])).toEqual([[expected, 200]]);
    }
  });

  it('names what differs from a stored result', () => {
    const replayed = { bids: [{ bidId: 1, won: true, paid: 100, rank: 1 }], courses: [{ courseId: 1, winners: 1, price: 100 }] };
    expect(differences(replayed, replayed)).toEqual([]);
    expect(differences(replayed, { ...replayed, bids: [{ bidId: 1, won: false, paid: null, rank: 1 }] })).toEqual(['bid 1: stored lost rank 1 paid null, replay won rank 1 paid 100']);
  });
});
