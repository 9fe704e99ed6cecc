import { describe, expect, it } from 'vitest';
import { spanParts } from './countdown.tsx';

describe('the countdown parts', () => {
  it('splits a span into days, hours, minutes and seconds, never below zero', () => {
    expect(spanParts(((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 999)).toEqual({ d: 2, h: 3, m: 4, s: 5 });
    expect(spanParts(-5000)).toEqual({ d: 0, h: 0, m: 0, s: 0 });
  });
});
