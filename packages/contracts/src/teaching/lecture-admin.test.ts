import { describe, expect, it } from 'vitest';
import { lectureTimesProblem } from './lecture-admin.ts';

const ok = {
  signupStartDay: '2026-11-01T09:00:00+08:00', signupEndDay: '2026-11-05T18:00:00+08:00',
  startsAt: '2026-11-06T14:00:00+08:00', endsAt: '2026-11-06T16:30:00+08:00', homeWorkDeadline: '2026-11-20T23:59:00+08:00',
};

describe('lectureTimesProblem (the staff form and the server share it)', () => {
  it('accepts instants in order, and no homework', () => {
    expect(lectureTimesProblem(ok)).toBeNull();
    expect(lectureTimesProblem({ ...ok, homeWorkDeadline: null })).toBeNull();
    expect(lectureTimesProblem({ ...ok, signupEndDay: ok.endsAt })).toBeNull();
  });

  it('names the first instant out of order', () => {
    expect(lectureTimesProblem({ ...ok, endsAt: ok.startsAt })).toBe('93210');
    expect(lectureTimesProblem({ ...ok, signupEndDay: ok.signupStartDay })).toBe('93211');
    expect(lectureTimesProblem({ ...ok, signupEndDay: '2026-11-07T00:00:00+08:00' })).toBe('93212');
    expect(lectureTimesProblem({ ...ok, homeWorkDeadline: ok.startsAt })).toBe('93213');
  });
});
