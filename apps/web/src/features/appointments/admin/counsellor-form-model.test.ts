import type { AdminCounsellor } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { counsellorInput, counsellorValues } from './counsellor-form-model.ts';

const record: AdminCounsellor = {
  id: 3, userId: 40, username: 'counsellor01', name: '周老师', nameEn: 'Ms Zhou', sex: 'F', photoFileId: '7f9c2ba4-e88f-4a1a-9d6e-0c1a2b3c4d5e', photoUrl: '/uploadfiles/x/photo',
  introduce: '介绍', introduceEN: 'About', goodAt: '规划', goodAtEN: 'Planning', disabled: true, pendingCount: 0,
  offers: [
    { vdInterviewConsultId: 1, interviewConsultTypeKey: 1, studentTypeIds: [], disabled: true },
    { vdInterviewConsultId: 2, interviewConsultTypeKey: 2, studentTypeIds: [3, 2], disabled: false },
  ],
} as AdminCounsellor;

describe('the counsellor form', () => {
  it('shows a record\'s enabled offers only, with their student types and its photo', () => {
    const v = counsellorValues(record);
    expect(v).toMatchObject({ offered: [2], studentTypes: { 1: [], 2: [3, 2] }, sex: 'F', photo: [{ id: record.photoFileId }] });
  });

  it('sends the ticked types (the others the server disables), keeps the record\'s switch and the photo id', () => {
    const parsed = counsellorInput({ ...counsellorValues(record), introduceEN: '  New about  ' }, record.userId, record.disabled);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({
      userId: 40, disabled: true, photoFileId: record.photoFileId, introduceEN: 'New about',
      offers: [{ interviewConsultTypeKey: 2, studentTypeIds: [2, 3], disabled: false }],
    });
  });

  it('refuses what the server would: no type ticked, an empty English name, an over-long introduction', () => {
    const base = counsellorValues(record);
    const issues = (v: Partial<typeof base>) => counsellorInput({ ...base, ...v }, 40, false).error?.issues.map((i) => i.path[0]);
    expect(issues({ offered: [] })).toEqual(['offers']);
    expect(issues({ nameEn: '  ' })).toEqual(['nameEn']);
    expect(issues({ introduceEN: 'x'.repeat(4001) })).toEqual(['introduceEN']);
  });

  it('starts a new record with both types open to every student type and no photo', () => {
    const v = counsellorValues(null);
    expect(v).toMatchObject({ offered: [1, 2], studentTypes: { 1: [], 2: [] }, photo: [], sex: '' });
    expect(v.userId).toBeUndefined();
  });
});
