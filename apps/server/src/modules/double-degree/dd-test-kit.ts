import { sql } from 'drizzle-orm';
import { rowsOf } from '../../platform/db/client.ts';
import { apiKit } from '../../test/api-kit.ts';
import { bearer, type TestApp } from '../../test/harness.ts';
import { multipart, pdf, png } from '../../test/upload-fixtures.ts';

const hours = (h: number) => sql`now() + make_interval(secs => ${h * 3600})`;

/** Shared steps of the double-degree integration tests: rounds dated from the database clock, the wizard's bodies, uploads, interviews. */
export function ddKit(t: () => TestApp, tokens: Record<string, string>) {
  const api = apiKit(t, tokens);
  const { call, okData } = api;
  const rows = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await t().db.execute(q));

  /** An enabled round open from `from` to `to` hours from now, later than every other, with one programme. */
  const makeRound = async (o: { from?: number; to?: number; max?: number } = {}) => {
    const [m] = await rows<{ id: number }>(sql`insert into dd_apply_manages (simple_name, singup_start_time, singup_end_time, notice, max_choose_project_count, is_enable)
      values ('测试轮次', ${hours(o.from ?? -1)}, ${hours(o.to ?? 24)}, '<p>须知</p>', ${o.max ?? 1}, true) returning id`);
    const projectId = await addProgramme(m!.id);
    return { manageId: m!.id, projectId };
  };
  const addProgramme = async (manageId: number) =>
    (await rows<{ id: number }>(sql`insert into dd_projects (apply_manage_id, name, year) values (${manageId}, '测试项目', '2026-2027') returning id`))[0]!.id;
  /** Moves a round's window (hours from now), e.g. to close it after drafts were saved. */
  const setWindow = async (manageId: number, from: number, to: number) => {
    await t().db.execute(sql`update dd_apply_manages set singup_start_time = ${hours(from)}, singup_end_time = ${hours(to)} where id = ${manageId}`);
  };

  const upload = async (who: string, use: string, name: string, content: Buffer) => {
    const body = multipart(name, content);
    const res = await t().app.inject({ method: 'POST', url: `/api/GsmFile/FileUpLoad?use=${use}`, payload: body.payload, headers: { ...body.headers, ...bearer(tokens[who]!) } });
    return res.json() as { statusCode: number; message: string; data: { id: string; fileName: string; fileUrl: string } | null };
  };
  const photo = async (who: string) => (await upload(who, 'degreePhoto', 'me.png', png()))!.data!.id;
  const document = async (who: string) => (await upload(who, 'degreeDocument', 'cv.pdf', pdf()))!.data!.id;

  const studentInfo = (r: { manageId: number; projectId: number }, photoFileId: string, over: object = {}) => ({
    ddApplyManageId: r.manageId, ddProjectId: r.projectId, photoFileId, nameAsPassport: 'ZHANG SAN', nationalityId: 'CN', birthNationalityId: 'CN',
    birthCity: '西安', nativeLanguage: '中文', gender: 'Male', birthDate: '1994-05-12', maritalStatus: 'unmarried', studyMode: 'Part-Time',
    className: 'MBA 2024', mobile: '13800138000', email: 'zs@example.edu.cn', ...over,
  });
  const education = (id: number, n = 1) => ({
    ddSingupStudentId: id, specialSkillInterests: '摄影',
    iddEducationalBakgroundInfoList: Array.from({ length: n }, () => ({ institutions: '西安交通大学', startDate: '2012-09-01', endDate: '2016-07-01', degreeObtained: '学士' })),
  });
  const employment = (id: number, n = 1, workTotalYear: unknown = 8) => ({
    ddSingupStudentId: id, workTotalYear,
    saveDDEmploymentRecordInfoList: Array.from({ length: n }, () => ({ startDate: '2016-07-15', endDate: '', employer: '华为', position: '经理', jobDescription: '产品规划' })),
  });
  const language = (id: number) => ({ ddSingupStudentId: id, saveDDLanguageProficiencyInfo: { undergraduateAcademicPerformance: 'GPA 3.6', ieltSscoresOverallBandScore: '7.0' } });

  const saveInfo = (who: string, body: object) => call(who, 'POST', '/api/DDSingupStudent/SaveDDStudentInfo', body);
  const saveEducation = (who: string, body: object) => call(who, 'POST', '/api/DDSingupStudent/SaveIDDEducationalBakground', body);
  const saveEmployment = (who: string, body: object) => call(who, 'POST', '/api/DDSingupStudent/SaveDDEmploymentRecord', body);
  const saveLanguage = (who: string, body: object) => call(who, 'POST', '/api/DDSingupStudent/SaveDDLanguageProficiency', body);
  const saveEssay = (who: string, id: number, essay = '我的短文 My essay') => call(who, 'POST', '/api/DDSingupStudent/SaveEssay', { ddSingupStudentId: id, essay });
  const agree = (who: string, id: number, isCheckAgreement: unknown = true) => call(who, 'POST', '/api/DDSingupStudent/SaveIsCheckAgreement', { ddSingupStudentId: id, isCheckAgreement });
  const submit = (who: string, id: number) => call(who, 'POST', `/api/DDSingupStudent/Submit?ddSingupStudentId=${id}`);

  /** Step 1 saved: the new application's id. */
  const start = async (who: string, r: { manageId: number; projectId: number }) =>
    (await okData<{ ddSingupStudentId: number }>(saveInfo(who, studentInfo(r, await photo(who))))).ddSingupStudentId;
  /** All six steps saved (not submitted). */
  const complete = async (who: string, r: { manageId: number; projectId: number }) => {
    const id = await start(who, r);
    await okData(saveEducation(who, education(id)));
    await okData(saveEmployment(who, employment(id)));
    await okData(saveLanguage(who, language(id)));
    await okData(saveEssay(who, id));
    await okData(agree(who, id));
    return id;
  };
  const submitted = async (who: string, r: { manageId: number; projectId: number }) => {
    const id = await complete(who, r);
    await okData(submit(who, id));
    return id;
  };

  /** An interview day `days` ahead with two venues and `n` half-hour slots from 09:00 Beijing; ids of slots and venues. */
  const interviewDay = async (projectId: number, n: number, days = 3) => {
    const [d] = await rows<{ id: number }>(sql`insert into dd_interview_days (project_id, day)
      values (${projectId}, ((now() at time zone 'Asia/Shanghai')::date + ${days}::int)) returning id`);
    const adresses = await rows<{ id: number }>(sql`insert into dd_interview_adresses (day_id, adress) values (${d!.id}, 'A301'), (${d!.id}, 'Online') returning id`);
    const slots = await rows<{ id: number }>(sql`insert into dd_interview_times (day_id, start_time, end_time)
      select ${d!.id}, s, s + interval '30 minutes' from (
        select (((now() at time zone 'Asia/Shanghai')::date + ${days}::int)::timestamp + interval '9 hours' + i * interval '30 minutes') at time zone 'Asia/Shanghai' as s
        from generate_series(0, ${n - 1}) i) x returning id`);
    return { dayId: d!.id, slots: slots.map((s) => s.id), adresses: adresses.map((a) => a.id) };
  };
  const passInternal = async (signupId: number) => {
    await t().db.execute(sql`update dd_signups set gsm_result = 1 where id = ${signupId}`);
  };
  const book = (who: string, id: number, timeId: number, adressId: number) =>
    call(who, 'POST', '/api/DDInterviewManage/SubscribeInterview', { ddSingupStudentId: id, ddInterviewTimeId: timeId, ddInterviewAdressId: adressId, from: 'web' });

  /** Assigns a demo reviewer to a programme, as the office's assignment does. */
  const assignReviewer = async (username: string, projectId: number) => {
    await t().db.execute(sql`insert into dd_programme_reviewers (project_id, reviewer_id) select ${projectId}, id from users where username = ${username}`);
  };

  return {
    ...api, assignReviewer, rows, makeRound, addProgramme, setWindow, upload, photo, document, studentInfo, education, employment, language,
    saveInfo, saveEducation, saveEmployment, saveLanguage, saveEssay, agree, submit, start, complete, submitted, interviewDay, passInternal, book,
  };
}
