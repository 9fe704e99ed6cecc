import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bidPointSchema, bidRequestSchema, parsePoints, pointsProblem } from './bidding.ts';
import { courseSaveSchema } from './bidding-admin.ts';

const course = (credit: number) => ({ courseNumber: 'C1', courseNameCN: '课', courseNameEN: 'Course', courseType: 12, teacher: 'T', credit, seatLimit: 1 });

describe('bid points', () => {
  it('reads whole numbers, as numbers or plain digits', () => {
    expect(bidPointSchema.parse(150)).toBe(150);
    expect(bidPointSchema.parse(' 150 ')).toBe(150);
    expect(bidPointSchema.parse('-3')).toBe(-3);
    expect(bidRequestSchema.parse({ planID: 1, courseNumber: 'C1', point: '200' }).point).toBe(200);
  });

  it.each(['0x64', '1e2', '150.5', '150.', '', 'abc', '1234567890', 150.5, Number.NaN, Infinity, 2 ** 60, null, true, [100], { n: 100 }])(
    'parses %j to null, which the database refuses with the range',
    (value) => {
      expect(bidPointSchema.parse(value)).toBeNull();
    },
  );

  it('refuses in the dialog exactly what the request parse refuses', () => {
    const range = { min: 100, max: 500 };
    fc.assert(fc.property(fc.oneof(fc.integer({ min: 0, max: 700 }), fc.double(), fc.string(), fc.integer().map((n) => n.toString(16))), (value) => {
      const parsed = parsePoints(value);
      const inRange = parsed !== null && parsed >= range.min && parsed <= range.max;
      expect(pointsProblem(value, range) === null).toBe(inRange);
    }));
  });
});

describe('course credit', () => {
  it('takes at most two decimals, as the column holds them', () => {
    for (const credit of [0, 0.5, 1.25, 1.33, 2, 20]) expect(courseSaveSchema.safeParse(course(credit)).success).toBe(true);
    for (const credit of [1.333, 0.001, 2.125, -1, 20.5]) expect(courseSaveSchema.safeParse(course(credit)).success).toBe(false);
  });
});
