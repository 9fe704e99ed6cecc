import { BUSINESS_TYPE, MENTOR_PAGE_TYPE, Role, checkSubmission, definitionIssueText, definitionIssues, formToAnswers, surveyDefinitionSchema, type FormValues, type SurveyDefinitionInput, type SurveyQuestion } from '@portal/contracts';
import { demoEntranceOffsets } from '../../platform/auth/users.seed.ts';
import type { Queryable } from '../../platform/db/client.ts';
import { eq } from 'drizzle-orm';
import { demoCalendar } from '../../platform/db/demo-calendar.ts';
import { demoCourses, type DemoCourseNumber } from '../../platform/db/demo-faculty.ts';
import { dbNow } from '../../platform/time/db-clock.ts';
import { users } from '../../platform/db/platform.tables.ts';
import { roundsForSurveys } from '../selection/index.ts';
import { insertAssignment, studentsOf } from './survey-admin.repo.ts';
import { insertQuestions } from './survey-definitions.repo.ts';
import { alumniSurvey, exitSurvey, extendedEvaluation, mentorSurvey, standardEvaluation, trainingSurvey } from './surveys.seed-data.ts';
import { saveResponse } from './surveys.repo.ts';
import { surveyResponses, surveys } from './surveys.tables.ts';
import { seedDemoStaff } from '../people/index.ts';

interface Created { id: number; questions: SurveyQuestion[] }

async function createSurvey(db: Queryable, input: SurveyDefinitionInput, createdBy: number | null, createdAt: Date): Promise<Created> {
  const def = surveyDefinitionSchema.parse(input);
  const issues = definitionIssues(def.questions);
  if (issues.length) throw new Error(`seed survey ${def.name}: ${issues.map((i) => definitionIssueText(i, 'en')).join('; ')}`);
  const [row] = await db.insert(surveys).values({
    name: def.name, nameEn: def.nameEn, description: def.description, descriptionEn: def.descriptionEn, kind: def.kind, anonymous: def.kind === 'faculty', createdBy,
    createdAt, updatedAt: createdAt,
  }).returning({ id: surveys.id });
  await insertQuestions(db, row!.id, def.questions);
  return { id: row!.id, questions: def.questions };
}

/**
 * A seeded answer goes through the same rules as a real one, so the demo is always consistent; it
 * was given `when`, inside the window, not at the instant of seeding.
 */
async function respond(db: Queryable, s: Created, assignmentId: number, userId: number, values: FormValues, submit: boolean, when: Date): Promise<void> {
  const answers = formToAnswers(s.questions, values, s.id);
  const issues = checkSubmission(s.questions, { isSubmit: submit, extendedQuestionResults: answers });
  if (issues.length) throw new Error(`seed answers of survey ${s.id}: ${JSON.stringify(issues)}`);
  // Saved as a draft and then dated and submitted in one step: a submitted response is frozen.
  const row = await saveResponse(db, { assignmentId, userId, surveyId: s.id, answers, submit: false });
  await db.update(surveyResponses).set({ status: submit ? 'submitted' : 'draft', createdAt: when, updatedAt: when, submittedAt: submit ? when : null })
    .where(eq(surveyResponses.id, row!.id));
}

/** The class a student's surveys are sent to: their own, so its size is the number of assignees. */
async function classOf(db: Queryable, userId: number | undefined, fallback: string): Promise<string> {
  if (!userId) return fallback;
  const [row] = await db.select({ className: users.className }).from(users).where(eq(users.id, userId));
  return row?.className ?? fallback;
}

/** Varied but deterministic answers to the standard evaluation, one per classmate. */
function standardAnswers(i: number): FormValues {
  const score = String([4, 5, 3, 5, 4, 2, 5][i % 7]);
  const tick = (k: number) => String(Math.min(5, Math.max(1, Number(score) + ((i + k) % 3) - 1)));
  return {
    s1: { choice: [score] }, ...(score === '2' ? { s2: { text: '案例偏旧，希望增加本土企业案例。' } } : {}),
    s3: { rows: { s3r1: tick(0), s3r2: tick(1), s3r3: tick(2) } }, s4: { choice: [Number(score) >= 4 ? 'true' : 'false'] },
    s5: { text: ['干货很多', '案例精彩', '节奏偏快', '收获很大', '老师很用心', '讨论充分', '非常实用'][i % 7]! },
  };
}

/**
 * The survey demo: the survey administrator; for mba01 faculty evaluations in every state (one
 * open with all twelve types, one with a draft, one submitted, one closed) and nominated-mentor
 * surveys; for grad01 graduate surveys open, closed, submitted and not yet open.
 */
export async function seedSurveys(db: Queryable, ids: Map<string, number>, day?: Date): Promise<void> {
  const cal = demoCalendar(day ?? await dbNow(db));
  const admin = { id: await seedDemoStaff(db, ids, { username: 'surveyadmin', name: '问卷管理员', enName: 'Survey Administrator', hrUserId: 'S0004', roles: [Role.surveyAdmin] }) };

  // Windows run from midnight to midnight at the school, whatever zone the seeding process is in.
  const at = (days: number) => cal.at(days, 0);
  // Answers come in on the windows' second day, from 10:00, half an hour apart.
  const answered = (w: { beginTime: Date }, k: number) => new Date(w.beginTime.getTime() + (34 + k) * 30 * 60_000);
  // Sent three days before they open; the surveys themselves were written before the oldest window.
  const sent = (w: { beginTime: Date }) => new Date(w.beginTime.getTime() - 3 * 24 * 3600_000);
  const written = cal.at(-90, 9);
  const open = { beginTime: at(-7), endTime: at(21) };
  const closed = { beginTime: at(-60), endTime: at(-30) };
  const later = { beginTime: at(10), endTime: at(40) };
  // Faculty results are released only once the window has closed: the answered evaluation ended yesterday.
  const ended = { beginTime: at(-21), endTime: at(-1) };
  const by = admin!.id;
  const mba01 = ids.get('mba01');
  const grad01 = ids.get('grad01');

  const standard = await createSurvey(db, standardEvaluation, by, written);
  const extended = await createSurvey(db, extendedEvaluation, by, written);
  const mentor = await createSurvey(db, mentorSurvey, by, written);
  const exit = await createSurvey(db, exitSurvey, by, written);
  const training = await createSurvey(db, trainingSurvey, by, written);
  const alumni = await createSurvey(db, alumniSurvey, by, written);

  // mba01's cohort (with the classmates other modules seed, when there are any), of the year the school year puts it in.
  const mbaYear = cal.schoolYear - demoEntranceOffsets.mba01;
  const mba = (await studentsOf(db, { by: 'cohort', pageType: 'mba', studyEntranceYear: mbaYear })).ids;
  const mbaClass = await classOf(db, mba01, `mba ${mbaYear}`);
  // A course's evaluation names the course's teacher, from the demo's one table of who teaches what.
  const faculty = async (s: Created, number: DemoCourseNumber, window: { beginTime: Date; endTime: Date }, type: [string, string]) => {
    const { cn, en, teacher } = demoCourses[number];
    const teacherId = (teacher.account && ids.get(teacher.account.username)) ?? null;
    return insertAssignment(db, {
      surveyId: s.id, businessType: BUSINESS_TYPE.faculty, businessValue2: String(teacherId ?? ''), courseNameCn: cn, courseNameEn: en,
      teacherId, teacherName: teacher.name, teacherNameEn: teacher.enName, evaluationType: type[0], evaluationTypeEn: type[1],
      targetLabel: mbaClass, createdBy: by, createdAt: sent(window), ...window,
    }, mba);
  };
  const endOfTerm: [string, string] = ['期末评估', 'End-of-term evaluation'];
  const midTerm: [string, string] = ['期中评估', 'Mid-term evaluation'];
  await faculty(extended, 'MBA5001', open, endOfTerm);
  const drafted = await faculty(extended, 'MBA5005', open, midTerm);
  await faculty(standard, 'MBA5004', open, endOfTerm);
  const done = await faculty(standard, 'MBA5003', ended, endOfTerm);
  await faculty(standard, 'MBA5002', closed, midTerm);

  if (mba01) {
    await respond(db, extended, drafted, mba01, { x1: { choice: ['4'] }, x4: { choice: ['full'] }, x7: { text: '6' } }, false, answered(open, 0));
    await respond(db, standard, done, mba01, standardAnswers(0), true, answered(ended, 0));
  }
  for (const [i, id] of mba.filter((id) => id !== mba01).slice(0, 6).entries()) {
    await respond(db, standard, done, id, standardAnswers(i + 1), true, answered(ended, i + 1));
  }

  // The surveys of mba01's open alumni-mentor round (selection seeds before surveys).
  const selectionRound = (await roundsForSurveys(db)).find((r) => r.pageType === MENTOR_PAGE_TYPE);
  const mentorRound = async (name: [string, string], position: [string, string]) => insertAssignment(db, {
    surveyId: mentor.id, businessType: BUSINESS_TYPE.mentor, businessValue2: selectionRound ? String(selectionRound.id) : `${cal.schoolYear}-1`, pageType: MENTOR_PAGE_TYPE, teacherName: name[0], teacherNameEn: name[1],
    position: position[0], positionEn: position[1], title: `${cal.schoolYear} 年第一轮校友导师双选`, titleEn: `Alumni mentor selection ${cal.schoolYear}, round 1`,
    targetLabel: mbaClass, createdBy: by, createdAt: sent(open), ...open,
  }, mba);
  const sun = await mentorRound(['孙立', 'Li Sun'], ['某投资公司 董事总经理', 'Managing Director, an investment firm']);
  await mentorRound(['周敏', 'Min Zhou'], ['某咨询公司 合伙人', 'Partner, a consulting firm']);
  await mentorRound(['吴刚', 'Gang Wu'], ['某科技公司 副总裁', 'Vice President, a technology company']);
  if (mba01) await respond(db, mentor, sun, mba01, { m1: { choice: ['5'] }, m2: { choice: ['career', 'industry'] }, m3: { choice: ['true'] } }, true, answered(open, 1));

  const mastersYear = cal.schoolYear - demoEntranceOffsets.grad01;
  const masters = (await studentsOf(db, { by: 'cohort', pageType: 'master', studyEntranceYear: mastersYear })).ids;
  const mastersClass = await classOf(db, grad01, `master ${mastersYear}`);
  const graduate = (s: Created, title: [string, string], window: { beginTime: Date; endTime: Date }) => insertAssignment(db, {
    surveyId: s.id, businessType: BUSINESS_TYPE.graduate, title: title[0], titleEn: title[1], targetLabel: mastersClass, createdBy: by, createdAt: sent(window), ...window,
  }, masters);
  // This school year's leavers, and last year's, whose jobs are surveyed.
  const leaving = cal.schoolYear + 1;
  await graduate(exit, [`${leaving} 届毕业生离校调查`, `Class of ${leaving} exit survey`], open);
  await graduate(exit, [`${leaving - 1} 届毕业生就业质量调查`, `Class of ${leaving - 1} employment survey`], closed);
  const trained = await graduate(training, ['研究生培养质量调查', 'Graduate training quality survey'], open);
  await graduate(alumni, ['校友联络意向调查', 'Alumni contact survey'], later);
  if (grad01) await respond(db, training, trained, grad01, { t1: { choice: ['4'] }, t2: { choice: ['supervisor', 'research'] }, t3: { text: '2' } }, true, answered(open, 0));
}
