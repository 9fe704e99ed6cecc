import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { CounsellorInput, HistoryRow, Page } from '@portal/contracts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { DEMO_PASSWORD } from '../../platform/auth/users.seed.ts';
import { userRoles, users } from '../../platform/db/platform.tables.ts';
import { apiKit } from '../../test/api-kit.ts';
import { bearer, type TestApp } from '../../test/harness.ts';
import { multipart } from '../../test/upload-fixtures.ts';
import { apptSlots, apptSubscribes } from './appointments.tables.ts';

/** A small real PDF (the upload check sniffs the content). */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

/** Shared steps of the appointment integration tests: a fresh counsellor and slots dated from the database clock. */
export function appointmentsKit(t: () => TestApp, tokens: Record<string, string>) {
  const { call, okData, refused, forbidden, userId } = apiKit(t, tokens);

  /** A new account with role counsellor and its record (made through the office's call), offering the given types. */
  const makeCounsellor = async (o: Partial<CounsellorInput> = {}) => {
    const tag = randomBytes(3).toString('hex');
    const [u] = await t().db.insert(users).values({
      username: `cns${tag}`, name: `咨询师 ${tag}`, enName: `Counsellor ${tag}`, email: `cns${tag}@example.edu.cn`, passwordHash: await hashPassword(DEMO_PASSWORD),
    }).returning({ id: users.id, username: users.username });
    await t().db.insert(userRoles).values({ userId: u!.id, role: 'counsellor' });
    const input: CounsellorInput = {
      userId: u!.id, name: `咨询师 ${tag}`, nameEn: `Counsellor ${tag}`, sex: 'F', photoFileId: null, introduce: '介绍', introduceEN: 'About', goodAt: '规划', goodAtEN: 'Planning',
      disabled: false, offers: [{ interviewConsultTypeKey: 1, studentTypeIds: [], disabled: false }, { interviewConsultTypeKey: 2, studentTypeIds: [], disabled: false }], ...o,
    };
    const { id } = await okData<{ id: number }>(call('careeradmin', 'POST', '/api/appointments/admin/counsellors', input));
    tokens[u!.username] = (await t().login(u!.username)).token;
    return { id, userId: u!.id, username: u!.username };
  };

  /** A slot of the counsellor's offer of `typeKey`, beginning `hours` from the database's now (seconds allowed), lasting `length` hours. */
  const makeSlot = async (counsellorId: number, typeKey: number, hours: number, length = 1) => {
    const [r] = await t().db.execute(sql`
      insert into appt_slots (consult_id, counsellor_id, begin_time, end_time, address, address_en, interflow_type)
      select c.id, c.counsellor_id, now() + make_interval(secs => ${hours * 3600}), now() + make_interval(secs => ${(hours + length) * 3600}), '302 室', 'Room 302', 1
      from appt_consults c where c.counsellor_id = ${counsellorId} and c.type_key = ${typeKey}
      returning id`).then((x) => (x as unknown as { rows: { id: number }[] }).rows);
    return r!.id;
  };

  /** Uploads a PDF under the appointment rule as `who`; answers the file id. */
  const upload = async (who: string, name = 'resume.pdf', content: Buffer = PDF, use = 'appointment') => {
    const body = multipart(name, content);
    const res = await t().app.inject({ method: 'POST', url: `/api/GsmFile/FileUpLoad?use=${use}`, payload: body.payload, headers: { ...body.headers, ...bearer(tokens[who]!) } });
    return (res.json() as { data: { id: string } }).data.id;
  };

  /** A complete form for the slot's type. */
  const form = (slotId: number, typeKey: number, fileId: string, o: Record<string, unknown> = {}) => ({
    id: 0, status: 0, fromType: 2, vdvdInterviewConsultTimesDetailId: slotId,
    ...(typeKey === 1 ? { q1: '职业方向', q2: '行业选择', q3: '想了解转行准备。' } : { q4: '咨询顾问', q5: '结构化面试', q6: '案例表达', q1: '咨询顾问', q2: '结构化面试', q3: '案例表达' }),
    vdSubscribeYourQuestionList: [{ question: '如何准备实习？' }], biographicalNotesFileId: fileId, contactName: '测试', ...o,
  });
  const save = (who: string, body: object, lang?: string) => call(who, 'POST', '/api/VDInterviewConsult/SaveVDSubscribe', body, lang);
  /** Books the slot as `who` with a fresh upload; answers the booking id. */
  const book = async (who: string, slotId: number, typeKey: number, o: Record<string, unknown> = {}) =>
    (await okData<{ id: number }>(save(who, form(slotId, typeKey, await upload(who), o)))).id;
  const history = (who: string, body: object = {}) => okData<Page<HistoryRow>>(call(who, 'POST', '/api/VDInterviewConsult/MySubscirbeHistory', { pageNo: 0, ...body }));
  const booking = async (id: number) => (await t().db.select().from(apptSubscribes).where(eq(apptSubscribes.id, id)))[0]!;
  const liveOnSlot = async (slotId: number) =>
    (await t().db.select({ id: apptSubscribes.id }).from(apptSubscribes).where(sql`${apptSubscribes.slotId} = ${slotId} and ${apptSubscribes.status} in (0, 1)`)).length;
  /** Moves a booking and its slot to `hours` from the database's now (the past, or inside 24 hours). */
  const moveBooking = async (id: number, hours: number) => {
    const b = await booking(id);
    const begin = sql`now() + make_interval(secs => ${hours * 3600})`;
    const end = sql`now() + make_interval(secs => ${(hours + 1) * 3600})`;
    await t().db.transaction(async (tx) => {
      await tx.update(apptSlots).set({ beginTime: begin, endTime: end }).where(eq(apptSlots.id, b.slotId));
      await tx.update(apptSubscribes).set({ beginTime: begin, endTime: end }).where(eq(apptSubscribes.id, id));
    });
  };
  return { call, okData, refused, forbidden, userId, makeCounsellor, makeSlot, upload, form, save, book, history, booking, liveOnSlot, moveBooking };
}
