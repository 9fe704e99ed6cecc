import { SelectStatus } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import {
  decodePlanName, encodePlanName, logDirection, planActions, planPaths, pointsProblem, bidRangeOf, roundPublished, rowButtons, termKey, weekNumber,
} from './bidding-rules.ts';

describe('plan name in the route', () => {
  it('round-trips Chinese, English and characters base64 turns into "/"', () => {
    for (const name of ['2026-2027 秋季 MBA 选修课', 'EMBA electives, autumn 2026-2027', '???>>>~~~', '']) {
      const param = encodePlanName(name);
      expect(param).not.toContain('/');
      expect(decodePlanName(param)).toBe(name);
      // The router may hand the segment over decoded.
      expect(decodePlanName(decodeURIComponent(param))).toBe(name);
    }
  });
  it('answers an empty name for a damaged parameter', () => {
    expect(decodePlanName('%%%')).toBe('');
    expect(decodePlanName('not base64!')).toBe('');
    expect(decodePlanName(undefined)).toBe('');
  });
  it('builds the first-round path with min, max and id in the query', () => {
    expect(planPaths.firstRound('P', { id: 7, studentPersonalPoint: 100, studentPersonalPointMax: 500 }))
      .toBe(`/education/optional/lesson-primary/${encodePlanName('P')}/7?min=100&max=500&id=7`);
  });
});

describe('plan-list actions', () => {
  const now = new Date('2026-05-01T00:00:00Z');
  const plan = (planState: number, firstBegin: string, courseSelectionOpened: boolean) => ({ planState, firstBegin, courseSelectionOpened });
  it('offers Review at state 2 before the first round begins', () => {
    expect(planActions(plan(2, '2026-05-02T00:00:00Z', false), now)).toEqual({ review: true, start: null });
  });
  it('offers Start (first round) at state 2 only while selection is open', () => {
    expect(planActions(plan(2, '2026-04-01T00:00:00Z', true), now)).toEqual({ review: false, start: 'first' });
    expect(planActions(plan(2, '2026-04-01T00:00:00Z', false), now)).toEqual({ review: false, start: null });
  });
  it('offers Start (add/drop) at state 5 while open, nothing in the other states', () => {
    expect(planActions(plan(5, '2026-04-01T00:00:00Z', true), now).start).toBe('addDrop');
    for (const s of [1, 3, 4, 6, 7, 8]) expect(planActions(plan(s, '2026-04-01T00:00:00Z', true), now)).toEqual({ review: false, start: null });
  });
});

describe('terms', () => {
  it('names EMBA autumn and spring as semesters', () => {
    expect(termKey(1, 'mba')).toBe('bidding.terms.mba.t1');
    expect(termKey(1, 'emba')).toBe('bidding.terms.emba.t1');
    expect(termKey(4, 'emba')).toBe('bidding.terms.emba.t4');
    expect(termKey(9, 'mba')).toBeNull();
  });
});

describe('operate buttons', () => {
  const row = (selectStatus: number, over: Partial<{ remainder: number; firstStatus: number; planState: number }> = {}) =>
    ({ selectStatus, remainder: 3, firstStatus: 0, planState: 2, minPoint: 100, ...over });
  it('first round: bid when not bid, drop only when bid', () => {
    expect(rowButtons('first', row(SelectStatus.none))).toMatchObject({ bidDisabled: false, dropDisabled: true });
    expect(rowButtons('first', row(SelectStatus.bid))).toMatchObject({ bidDisabled: true, dropDisabled: false });
    expect(rowButtons('first', row(SelectStatus.dropped))).toMatchObject({ bidDisabled: false, dropDisabled: true });
  });
  it('first round: nothing can be sent once the round is not open', () => {
    expect(rowButtons('first', row(SelectStatus.none, { planState: 3 }))).toMatchObject({ bidDisabled: true, dropDisabled: true });
  });
  it('review shows no operate buttons', () => {
    expect(rowButtons('review', row(SelectStatus.none))).toMatchObject({ showBid: false, showDrop: false });
  });
  it('add/drop: bid disabled when won in round 1 or already bid; on a full course it joins the waitlist', () => {
    const open = { planState: 5 };
    expect(rowButtons('addDrop', row(SelectStatus.none, open))).toMatchObject({ bidDisabled: false, waitlist: false });
    expect(rowButtons('addDrop', row(SelectStatus.none, { ...open, remainder: 0 }))).toMatchObject({ bidDisabled: false, bidBlocked: null, waitlist: true });
    expect(rowButtons('first', row(SelectStatus.none, { remainder: 0 })).waitlist).toBe(false);
    expect(rowButtons('addDrop', row(SelectStatus.none, { ...open, remainder: 0, firstStatus: 1 })).waitlist).toBe(false);
    expect(rowButtons('addDrop', row(SelectStatus.none, { ...open, firstStatus: 1 })).bidDisabled).toBe(true);
    expect(rowButtons('addDrop', row(SelectStatus.bid, open)).bidDisabled).toBe(true);
  });
  it('says why a bid is disabled, the row’s own reason before the account’s', () => {
    expect(rowButtons('first', row(SelectStatus.none)).bidBlocked).toBeNull();
    expect(rowButtons('first', row(SelectStatus.none, { planState: 3 })).bidBlocked).toBe('closed');
    expect(rowButtons('first', row(SelectStatus.bid)).bidBlocked).toBe('alreadyBid');
    expect(rowButtons('addDrop', row(SelectStatus.none, { planState: 5, firstStatus: 1 })).bidBlocked).toBe('wonFirst');
    expect(rowButtons('first', row(SelectStatus.bid), { available: 0, usesAvailable: 0 }).bidBlocked).toBe('alreadyBid');
  });
  it('disables every bid when no course may be added or the points left are below the minimum', () => {
    expect(rowButtons('first', row(SelectStatus.none), { available: 740, usesAvailable: 0 })).toMatchObject({ bidDisabled: true, bidBlocked: 'noCoursesLeft' });
    expect(rowButtons('first', row(SelectStatus.none), { available: 99, usesAvailable: 2 })).toMatchObject({ bidDisabled: true, bidBlocked: 'pointsBelowMin' });
    expect(rowButtons('first', row(SelectStatus.none), { available: 100, usesAvailable: 1 })).toMatchObject({ bidDisabled: false, bidBlocked: null });
    // The drop stays possible: it is how a student frees a course.
    expect(rowButtons('first', row(SelectStatus.bid), { available: 0, usesAvailable: 0 }).dropDisabled).toBe(false);
  });
  it('add/drop: drop a live bid, a course won in round 1 or a seat taken from the waitlist, nothing else', () => {
    const open = { planState: 5 };
    expect(rowButtons('addDrop', row(SelectStatus.won, { ...open, remainder: 0 })).dropDisabled).toBe(false);
    expect(rowButtons('addDrop', row(SelectStatus.lost, open)).dropDisabled).toBe(true);
    expect(rowButtons('addDrop', row(SelectStatus.none, open)).dropDisabled).toBe(true);
    expect(rowButtons('addDrop', row(SelectStatus.bid, open)).dropDisabled).toBe(false);
    expect(rowButtons('addDrop', row(SelectStatus.none, { ...open, firstStatus: 1 })).dropDisabled).toBe(false);
  });
  it('knows when a round is published', () => {
    expect(roundPublished('first', 3)).toBe(false);
    expect(roundPublished('first', 4)).toBe(true);
    expect(roundPublished('addDrop', 5)).toBe(false);
    expect(roundPublished('addDrop', 7)).toBe(true);
  });
});

describe('bid range and points', () => {
  const plan = { studentPersonalPoint: 120, studentPersonalPointMax: 400 };
  it('takes the course row’s range, which the server computed', () => {
    expect(bidRangeOf({ minPoint: 100, maxPoint: 665 }, plan)).toEqual({ min: 100, max: 665 });
    expect(bidRangeOf(null, plan)).toEqual({ min: 120, max: 400 });
    expect(bidRangeOf(undefined, undefined)).toEqual({ min: 100, max: 500 });
  });
  it('checks required, whole and within range', () => {
    const r = { min: 100, max: 500 };
    expect(pointsProblem(undefined, r)).toBe('required');
    expect(pointsProblem('', r)).toBe('required');
    expect(pointsProblem(150.5, r)).toBe('integer');
    expect(pointsProblem(99, r)).toBe('range');
    expect(pointsProblem(501, r)).toBe('range');
    expect(pointsProblem(100, r)).toBeNull();
    expect(pointsProblem(500, r)).toBeNull();
    expect(pointsProblem(' 150 ', r)).toBeNull();
  });
  it('refuses what the server refuses: hexadecimal, exponents, decimals, words', () => {
    for (const v of ['0x64', '1e2', '150.5', '150.', 'abc', Number.NaN, Infinity]) expect(pointsProblem(v, { min: 100, max: 500 })).toBe('integer');
  });
});

describe('logs and weeks', () => {
  it('signs each log movement', () => {
    expect(logDirection('hold')).toBe('-');
    expect(logDirection('waitlist')).toBe('-');
    expect(logDirection('release')).toBe('+');
    expect(logDirection('refund')).toBe('+');
    expect(logDirection('return')).toBe('+');
    expect(logDirection('spend')).toBe('spent');
    expect(logDirection('reverse')).toBe('reversed');
  });
  it('shows zero-based weeks one-based with two digits', () => {
    expect(weekNumber(0)).toBe('01');
    expect(weekNumber(7)).toBe('08');
    expect(weekNumber(14)).toBe('15');
  });
});
