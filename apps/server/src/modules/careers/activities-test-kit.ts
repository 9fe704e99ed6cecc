import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { ActivityInput, ActivityRow, MySignupRow, Page } from '@portal/contracts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { DEMO_PASSWORD } from '../../platform/auth/users.seed.ts';
import type { Queryable } from '../../platform/db/client.ts';
import { userRoles, users } from '../../platform/db/platform.tables.ts';
import { apiKit } from '../../test/api-kit.ts';
import type { TestApp } from '../../test/harness.ts';
import { careerActivities, careerActivitySignups, careerActivityTimes } from './activities.tables.ts';

const hour = 3600 * 1000;
const at = (hours: number) => new Date(Date.now() + hours * hour).toISOString();

/** Shared steps of the activity integration tests: activities are made through the console's call, then dated as a test needs. */
export function activitiesKit(t: () => TestApp, tokens: Record<string, string>) {
  const { call, okData, refused, forbidden, userId } = apiKit(t, tokens);

  /** An activity open for sign-up now (opened an hour ago, closes in two days, held in three), for everyone. */
  const input = (o: Partial<ActivityInput> = {}): ActivityInput => ({
    vdActiveType: 1, activityTypeKey: '1', name: '测试活动', nameEn: 'Test activity', vdActiveTimes: [{ beginTime: at(72), endTime: at(74) }], personNum: 30,
    address: '报告厅', addressEn: 'Auditorium', introduce: '<p>介绍</p>', introduceEn: '<p>About</p>', signupBeginTime: at(-1), signupEndTime: at(48),
    surveyID: null, studentTypeIds: [], entranceYears: [], signupClosed: false, ...o,
  });
  const makeActivity = async (o: Partial<ActivityInput> = {}) =>
    (await okData<{ id: number }>(call('careeradmin', 'POST', '/api/career-admin/activities', input(o)))).id;
  /** Moves the activity's instants, in hours from the database's now (sign-up open/close, one time's start and end). */
  const dateActivity = async (id: number, h: { signup: [number, number]; time: [number, number] }) => {
    const iv = (n: number) => sql`now() + make_interval(secs => ${n * 3600})`;
    await t().db.transaction(async (tx) => {
      await tx.update(careerActivityTimes).set({ beginTime: iv(h.time[0]), endTime: iv(h.time[1]) }).where(eq(careerActivityTimes.activityId, id));
      await tx.update(careerActivities).set({ signupBegin: iv(h.signup[0]), signupEnd: iv(h.signup[1]), startsAt: iv(h.time[0]), endsAt: iv(h.time[1]) })
        .where(eq(careerActivities.id, id));
    });
  };
  const signUp = (who: string, id: number, studentId: number, joinWaitlist = false) =>
    call(who, 'POST', '/api/VDStudentActive/StudentSignUp', { vdActivityId: id, studentId, pageType: 'mba', studentTypeId: 3, vdActiveType: 1, entranceYear: 2024, joinWaitlist });
  const withdraw = (who: string, signupId: number) => call(who, 'PUT', `/api/VDStudentActive/CancleStudentSignUp/${signupId}`);
  const list = (who: string, body: object = {}) => okData<Page<ActivityRow>>(call(who, 'POST', '/api/VDStudentActive/QueryVDStudentActivityAndEnterpriseActivity', body));
  const mine = (who: string, body: object = {}) => okData<Page<MySignupRow>>(call(who, 'POST', '/api/VDStudentActive/MyActivitySignup', body));
  const places = async (id: number) => (await t().db.select({ n: careerActivities.placesTaken }).from(careerActivities).where(eq(careerActivities.id, id)))[0]!.n;
  const statuses = async (id: number) => t().db.select({ id: careerActivitySignups.id, studentId: careerActivitySignups.studentId, status: careerActivitySignups.status })
    .from(careerActivitySignups).where(eq(careerActivitySignups.activityId, id));
  const countStatus = async (id: number, status: number) => (await statuses(id)).filter((r) => r.status === status).length;
  return { call, okData, refused, forbidden, userId, input, makeActivity, dateActivity, signUp, withdraw, list, mine, places, statuses, countStatus };
}

/** N fresh MBA students (type 3, entered 2024) who can sign in with the demo password. */
export async function makeStudents(db: Queryable, n: number): Promise<{ id: number; username: string }[]> {
  const hash = await hashPassword(DEMO_PASSWORD);
  const tag = randomBytes(3).toString('hex');
  const rows = await db.insert(users).values(Array.from({ length: n }, (_, i) => ({
    username: `act${tag}s${i + 1}`, name: `活动学生 ${i + 1}`, enName: `Activity Student ${i + 1}`, email: `act${tag}s${i + 1}@example.edu.cn`, passwordHash: hash,
    studentNumber: `A${tag}${String(i + 1).padStart(3, '0')}`, className: `测试班 ${tag}`, classNameEn: `Test class ${tag}`, pageType: 'mba', studentTypeId: 3, studyEntranceYear: 2024,
  }))).returning({ id: users.id, username: users.username });
  await db.insert(userRoles).values(rows.map((r) => ({ userId: r.id, role: 'student' })));
  return rows;
}
