import { CONSULT_TYPES, counsellorInputSchema } from '@portal/contracts';
import type { AdminCounsellor, CounsellorInput, FileRecord } from '@portal/contracts';
import type { z } from 'zod';

/** The counsellor form's fields: one checkbox per consult type offered, and per type the student types it is open to (none = all). */
export interface CounsellorValues {
  userId?: number;
  name: string;
  nameEn: string;
  sex: 'M' | 'F' | '';
  photo: FileRecord[];
  introduce: string;
  introduceEN: string;
  goodAt: string;
  goodAtEN: string;
  offered: number[];
  studentTypes: Record<string, number[]>;
}

const noStudentTypes = () => Object.fromEntries(CONSULT_TYPES.map((c) => [String(c.key), [] as number[]]));

/** The form of an existing record (its enabled offers ticked), or of a new one (both types, every student type). */
export function counsellorValues(c: AdminCounsellor | null): CounsellorValues {
  if (!c) {
    return {
      name: '', nameEn: '', sex: '', photo: [], introduce: '', introduceEN: '', goodAt: '', goodAtEN: '',
      offered: CONSULT_TYPES.map((x) => x.key), studentTypes: noStudentTypes(),
    };
  }
  const live = c.offers.filter((o) => !o.disabled);
  return {
    userId: c.userId, name: c.name, nameEn: c.nameEn, sex: c.sex === 'M' || c.sex === 'F' ? c.sex : '',
    // The photo's own name is not in the record; the control only needs the id and a link.
    photo: c.photoFileId ? [{ id: c.photoFileId, fileName: 'photo', fileUrl: c.photoUrl ?? '' }] : [],
    introduce: c.introduce, introduceEN: c.introduceEN, goodAt: c.goodAt, goodAtEN: c.goodAtEN,
    offered: live.map((o) => o.interviewConsultTypeKey),
    studentTypes: { ...noStudentTypes(), ...Object.fromEntries(live.map((o) => [String(o.interviewConsultTypeKey), o.studentTypeIds])) },
  };
}

/**
 * The body of `POST|PUT /appointments/admin/counsellors…`, checked with the schema the server
 * saves with. Types not ticked are left out, which the server turns into disabled offers; the
 * record's own switch (`disabled`) is kept as it is.
 */
export function counsellorInput(v: CounsellorValues, userId: number, disabled: boolean): z.ZodSafeParseResult<CounsellorInput> {
  return counsellorInputSchema.safeParse({
    userId, name: v.name, nameEn: v.nameEn, sex: v.sex ?? '', photoFileId: v.photo?.[0]?.id ?? null,
    introduce: v.introduce ?? '', introduceEN: v.introduceEN ?? '', goodAt: v.goodAt ?? '', goodAtEN: v.goodAtEN ?? '', disabled,
    offers: CONSULT_TYPES.filter((c) => (v.offered ?? []).includes(c.key))
      .map((c) => ({ interviewConsultTypeKey: c.key, studentTypeIds: [...(v.studentTypes?.[String(c.key)] ?? [])].sort((a, b) => a - b), disabled: false })),
  });
}
