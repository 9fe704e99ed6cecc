import { describe, expect, it } from 'vitest';
import { APPLICATION_MOVES, applicationStatuses, applyBodySchema, canMoveApplication, APPLICATION_NOTE_MAX } from './position-applications.ts';

describe('application statuses', () => {
  it('move forward one step or to declined; offer and declined are final', () => {
    expect(canMoveApplication('submitted', 'sent_to_employer')).toBe(true);
    expect(canMoveApplication('sent_to_employer', 'interview')).toBe(true);
    expect(canMoveApplication('interview', 'offer')).toBe(true);
    for (const from of ['submitted', 'sent_to_employer', 'interview'] as const) expect(canMoveApplication(from, 'declined')).toBe(true);
    expect(canMoveApplication('submitted', 'offer')).toBe(false);
    expect(canMoveApplication('interview', 'submitted')).toBe(false);
    expect(APPLICATION_MOVES.offer).toEqual([]);
    expect(APPLICATION_MOVES.declined).toEqual([]);
  });

  it('never lead back to a status already passed (each status is reached at most once)', () => {
    const order = new Map(applicationStatuses.map((s, i) => [s, i]));
    for (const from of applicationStatuses) for (const to of APPLICATION_MOVES[from]) expect(order.get(to)!).toBeGreaterThan(order.get(from)!);
  });
});

describe('the apply body', () => {
  it('trims the note and bounds it', () => {
    expect(applyBodySchema.parse({ resumeId: 3, note: '  hi  ' }).note).toBe('hi');
    expect(applyBodySchema.parse({ resumeId: 3 }).note).toBe('');
    expect(applyBodySchema.safeParse({ resumeId: 3, note: 'x'.repeat(APPLICATION_NOTE_MAX + 1) }).success).toBe(false);
  });
});
