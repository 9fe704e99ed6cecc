import { describe, expect, it } from 'vitest';
import { activityInputSchema, activitySignupBodySchema, activityTimesProblem } from './activities.ts';

const at = (h: number) => new Date(Date.UTC(2030, 0, 10) + h * 3600_000).toISOString();
const base = { vdActiveTimes: [{ beginTime: at(0), endTime: at(2) }], signupBeginTime: at(-48), signupEndTime: at(-1) };

describe('activityTimesProblem (the console form and the server alike)', () => {
  it('accepts a window that closes before the first time, and several times', () => {
    expect(activityTimesProblem(base)).toBeNull();
    expect(activityTimesProblem({ ...base, vdActiveTimes: [{ beginTime: at(30), endTime: at(32) }, { beginTime: at(0), endTime: at(1) }], signupEndTime: at(0) })).toBeNull();
  });
  it('names the first fault by its code', () => {
    expect(activityTimesProblem({ ...base, vdActiveTimes: [{ beginTime: at(2), endTime: at(2) }] })).toBe('3360');
    expect(activityTimesProblem({ ...base, signupBeginTime: at(-1), signupEndTime: at(-2) })).toBe('3361');
    expect(activityTimesProblem({ ...base, signupEndTime: at(1) })).toBe('3362');
  });
});

describe('activity schemas', () => {
  it('bounds places by the unlimited value and times by six', () => {
    const input = { activityTypeKey: '1', name: 'a', nameEn: 'a', address: 'x', addressEn: 'x', personNum: 99_999_999, ...base };
    expect(activityInputSchema.safeParse(input).success).toBe(true);
    expect(activityInputSchema.safeParse({ ...input, personNum: 100_000_000 }).success).toBe(false);
    expect(activityInputSchema.safeParse({ ...input, vdActiveTimes: Array.from({ length: 7 }, () => base.vdActiveTimes[0]) }).success).toBe(false);
  });
  it('takes the spec\'s sign-up payload, joinWaitlist defaulting to false', () => {
    const body = activitySignupBodySchema.parse({ vdActivityId: '12', studentId: 3, pageType: 'mba', studentTypeId: 3, vdActiveType: 1, entranceYear: 2024 });
    expect(body).toMatchObject({ vdActivityId: 12, studentId: 3, joinWaitlist: false });
  });
});
