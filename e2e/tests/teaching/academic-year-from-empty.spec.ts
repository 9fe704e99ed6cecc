import ICAL from 'ical.js';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { emptyPortal, type EmptyPortal } from '../people/empty-portal.ts';
import { grantRole, importSampleRolls, issuePasswordLink, setPasswordByLink } from '../people/from-empty-steps.ts';
import { chooseDay } from '../shared/date-picker.ts';
import { confirmDialog } from '../shared/confirm.ts';
import { pickOption } from '../shared/select.ts';
import { expectSelectionSucceeded } from '../bidding/support.ts';
import {
  addCatalogueCourse, createPublishedPlan, createTerm, importCatalogueSheet, importClassSheet, nextStep, type AdvertisedCourse,
} from './academic-year-steps.ts';
import { addDays, journeyTerms } from './journey-terms.ts';

/**
 * The academic year of a school starting from an empty database (issue 27, 'Done when'), on a portal
 * of its own (SEED=never, empty-portal.ts) after the people import of issue 26: the office enters the
 * terms and imports cohorts, catalogue, classes with sessions and enrolments from docs/samples; the
 * bidding console makes a plan from the catalogue, an MBA student bids and wins, and the class the
 * win makes shows in the student's timetable and calendar feed at the advertised time; its teacher
 * records attendance; the sample term is rolled over into the next school year's. Every step goes
 * through the screens, each person in a browser of their own: no API call is made, the feed is read
 * by the link the home page shows (as a phone's calendar would). The bidding console is in English.
 *
 * Terms (journey-terms.ts): the samples are of a fixed term, but attendance is written only in a
 * class of the term the clock is in, so the plan is for that term, which the office enters too.
 */
const { sample: SAMPLE, next: NEXT, current: CURRENT } = journeyTerms();
const adminEmail = 'admin@school.example.edu.cn';
const PASSWORD = 'Academic-year-from-scratch-1';
/** From docs/samples/staff.xlsx and students.xlsx. Ms Song's roll gives her teaching.admin; Prof. Lin's gives him teacher. */
const EDUADMIN = { number: 'H1005', name: '宋老师' };
const COURSEADMIN = { number: 'H1007', name: '许老师', enName: 'Ms Xu' };
const TEACHER = { number: 'H1001', name: '林教授', enName: 'Prof. Lin' };
const STUDENT = { number: '2025880001', name: '周子涵', entranceYear: 2025 };
/** A course of courses.xlsx with no class in docs/samples/classes.xlsx, so the win makes its class. */
const WON: AdvertisedCourse & { nameCn: string } = {
  number: 'MBA7101', nameCn: '数字化营销', nameEn: 'Digital Marketing', teacher: TEACHER.name, teacherEn: TEACHER.enName,
  venue: '样例楼 201', venueEn: 'Sample Hall 201', weeks: [1, Math.min(8, CURRENT.weeks)], weekday: 'Wednesday', begin: '19:00', end: '21:35',
};
/** The first Wednesday of the current term: week 0's (every first day here is a Monday). */
const FIRST_CLASS_DAY = addDays(CURRENT.firstDay, 2);
const PLAN = { name: `${CURRENT.name} MBA 选修课`, nameEn: `${CURRENT.nameEn} MBA electives` };

let portal: EmptyPortal;
let adminLink: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // Migrating a fresh database and starting a second portal beside the suite's takes a while on two cores.
  test.setTimeout(240_000);
  portal = await emptyPortal();
  adminLink = await portal.createAdmin(adminEmail);
  await portal.start();
});

test.afterAll(async () => {
  await portal?.stop();
});

/** A browser of its own for one person, signed in by their password link. */
async function personBrowser(browser: Browser, link: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: portal.baseUrl });
  const page = await context.newPage();
  await setPasswordByLink(page, link, PASSWORD);
  return page;
}

test('from an empty database: terms, catalogue, classes and enrolments; a plan from the catalogue; a win in the timetable and the feed; attendance; a rollover', async ({ page, browser, request }) => {
  test.setTimeout(240_000);
  const links: Record<'eduadmin' | 'courseadmin' | 'teacher' | 'student', string> = { eduadmin: '', courseadmin: '', teacher: '', student: '' };

  await test.step('the administrator imports the people, grants the bidding console and issues four password links', async () => {
    await setPasswordByLink(page, adminLink, PASSWORD, 'admin');
    await importSampleRolls(page, portal.baseUrl);
    const courseadmin = await grantRole(page, portal.baseUrl, 'course.admin', COURSEADMIN.number, '本学期起负责选课');
    await expect(courseadmin).toContainText(COURSEADMIN.name);
    // The rolls carried the other two roles: the roles page lists them.
    await page.goto(`${portal.baseUrl}/admin/people/roles?role=teaching.admin`);
    await expect(page.getByTestId(`holder-row-${EDUADMIN.number}`)).toContainText(EDUADMIN.name);
    await page.goto(`${portal.baseUrl}/admin/people/roles?role=teacher`);
    await expect(page.getByTestId(`holder-row-${TEACHER.number}`)).toContainText(TEACHER.name);
    links.eduadmin = await issuePasswordLink(page, portal.baseUrl, EDUADMIN.number, EDUADMIN.number);
    links.courseadmin = await issuePasswordLink(page, portal.baseUrl, COURSEADMIN.number, COURSEADMIN.number);
    links.teacher = await issuePasswordLink(page, portal.baseUrl, TEACHER.number, TEACHER.number);
    links.student = await issuePasswordLink(page, portal.baseUrl, STUDENT.number, STUDENT.number);
  });

  const office = await personBrowser(browser, links.eduadmin);
  await test.step('eduadmin enters the terms and imports cohorts, catalogue, classes with their meetings and enrolments', async () => {
    await createTerm(office, SAMPLE);
    if (CURRENT !== SAMPLE && CURRENT !== NEXT) await createTerm(office, CURRENT);
    if (CURRENT === NEXT) await createTerm(office, NEXT);
    await importCatalogueSheet(office, 'cohorts', 13);
    await importCatalogueSheet(office, 'courses', 14);
    // Five rows make three classes (MBA7001 meets twice a week, EMBA8001 on two days); the cohorts give seven students.
    await importClassSheet(office, 'classes', 5, 3);
    await importClassSheet(office, 'enrolments', 5, 7);
    await office.getByRole('searchbox').fill('EMBA8001');
    await office.getByRole('searchbox').press('Enter');
    const emba = office.getByTestId('class-row').filter({ hasText: 'EMBA8001' });
    await expect(emba.getByTestId('class-meetings')).toContainText('2027-03-13');
    await expect(emba).toContainText('2/30');
  });

  const bidding = await personBrowser(browser, links.courseadmin);
  const termLabel = { 1: 'Autumn', 2: 'Winter break', 3: 'Spring', 4: 'Summer' }[CURRENT.term]!;
  const planRow = await test.step('in English, courseadmin makes and publishes a plan with a course from the catalogue', async () => {
    await bidding.getByTestId('language-option-en-US').click();
    await expect(bidding.locator('html')).toHaveAttribute('lang', 'en-US');
    const row = await createPublishedPlan(bidding, { ...PLAN, term: CURRENT, entranceYear: STUDENT.entranceYear, termLabel });
    await addCatalogueCourse(bidding, row, WON);
    return row;
  });

  const student = await personBrowser(browser, links.student);
  await test.step('the student bids in round 1', async () => {
    await student.goto('/education/optional/plane');
    await student.getByTestId('plan-row').filter({ hasText: PLAN.name }).getByTestId('plan-start').click();
    const course = student.getByTestId('course-row').filter({ hasText: WON.nameCn });
    await expect(course.getByTestId('class-time')).toContainText(`星期三 ${WON.begin}–${WON.end}`);
    await course.getByTestId('bid-button').click();
    await student.getByTestId('bid-dialog').getByTestId('bid-points').fill('200');
    await student.getByRole('button', { name: '确定投点' }).click();
    await expectSelectionSucceeded(student);
    await expect(course.getByTestId('bid-status')).toHaveText('已投点');
  });

  await test.step('courseadmin clears round 1; the student sees the win', async () => {
    await nextStep(bidding, planRow, 'First-round results published');
    await student.goto('/education/optional/plane');
    await student.getByTestId('plan-row').filter({ hasText: PLAN.name }).getByTestId('plan-name').click();
    await expect(student.getByTestId('registration-electives-row').filter({ hasText: WON.nameCn }).getByTestId('selection-state')).toHaveText('已选中');
  });

  await test.step('courseadmin opens and clears round 2: the result is final', async () => {
    await nextStep(bidding, planRow, 'Add/drop open');
    await nextStep(bidding, planRow, 'Add/drop results published');
  });

  await test.step('the won class shows in the student\'s timetable at the advertised time, once the job has made it', async () => {
    await student.goto('/education/timetable/index');
    await student.getByRole('tab', { name: '课程列表' }).click();
    const list = student.getByTestId('timetable-list');
    await pickOption(student, list.getByTestId('timetable-year'), `${CURRENT.schoolYear}-${CURRENT.schoolYear + 1}`);
    await pickOption(student, list.getByTestId('timetable-term'), CURRENT.name);
    const row = student.getByTestId('timetable-row').filter({ hasText: WON.nameCn });
    // The job teaching.bidding-wins makes the class after the final clearing: the list is asked again until it shows.
    await expect(async () => {
      await list.getByTestId('timetable-search').locator('input').press('Enter');
      await expect(row).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    await expect(row).toContainText(`(${WON.begin}–${WON.end})`);
    await expect(row).toContainText('星期三');
    await expect(row).toContainText(WON.venue);
    await expect(row).toContainText(TEACHER.name);
  });

  await test.step('the calendar feed, by the link the home page shows, has the class at the advertised time with its venue', async () => {
    await student.goto('/');
    await student.getByTestId('calendar-feed-open').click();
    await student.getByTestId('calendar-feed-make').click();
    const box = student.getByTestId('calendar-feed-url');
    await expect(box).toHaveValue(/\/api\/calendar\/feed\/[A-Za-z0-9_-]+\.ics$/);
    // The secret in the path is the only credential: no bearer header, no cookie.
    const res = await request.get(await box.inputValue(), { headers: { cookie: '' } });
    expect(res.status()).toBe(200);
    const cal = new ICAL.Component(ICAL.parse(await res.text()));
    const events = cal.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v)).filter((e) => e.summary.includes(WON.nameCn))
      .sort((a, b) => a.startDate.compare(b.startDate));
    expect(events.map((e) => e.startDate.toString().slice(0, 10))).toEqual(Array.from({ length: WON.weeks[1] }, (_, i) => addDays(FIRST_CLASS_DAY, 7 * i)));
    for (const e of events) {
      expect([e.startDate.toString().slice(11, 16), e.endDate.toString().slice(11, 16)]).toEqual([WON.begin, WON.end]);
      expect(e.startDate.zone?.tzid).toBe('Asia/Shanghai');
      expect(e.location).toContain(WON.venue);
    }
  });

  await test.step('the teacher of the class records the student\'s attendance on its first day', async () => {
    // The class the win made takes its teacher from the plan course (matched by name), as its row shows.
    await office.goto('/admin/teaching/classes');
    await office.getByRole('searchbox').fill(WON.number);
    await office.getByRole('searchbox').press('Enter');
    await expect(office.getByTestId('class-row').filter({ hasText: WON.number })).toContainText(TEACHER.name);

    const teacher = await personBrowser(browser, links.teacher);
    await teacher.goto('/education/assistant/index');
    await teacher.getByTestId('attendance-course-row').filter({ hasText: WON.number }).getByTestId('attendance-course-link').click();
    await expect(teacher.getByTestId('attendance-header')).toContainText(WON.number);
    await teacher.getByTestId('attendance-add').click();
    const dialog = teacher.getByRole('dialog');
    await chooseDay(teacher, dialog.getByTestId('attendance-date'), FIRST_CLASS_DAY);
    if (await teacher.locator('.ant-picker-dropdown:visible').count() > 0) await dialog.locator('.ant-modal-title').click();
    await pickOption(teacher, dialog.getByTestId('attendance-status'), /^迟到$/);
    await dialog.getByTestId('attendance-student').click();
    await teacher.keyboard.type(STUDENT.number);
    await teacher.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: STUDENT.number }).click();
    await expect(dialog.getByTestId('attendance-name')).toHaveValue(STUDENT.name);
    await dialog.getByRole('button', { name: /^\s*保\s*存\s*$/ }).click();
    await expect(dialog).toBeHidden();
    const record = teacher.getByTestId('attendance-row').filter({ hasText: STUDENT.number });
    await expect(record).toContainText(FIRST_CLASS_DAY);
    await expect(record).toContainText('迟到');
  });

  await test.step('eduadmin enters the next school year\'s term and rolls the sample term over into it', async () => {
    if (CURRENT !== NEXT) await createTerm(office, NEXT);
    await office.goto('/admin/teaching/rollover');
    await expect(office.getByTestId('rollover-page')).toBeVisible();
    await pickOption(office, 'rollover-from', SAMPLE.name);
    await pickOption(office, 'rollover-to', NEXT.name);
    await office.getByTestId('rollover-preview').click();
    for (const course of ['MBA7001', 'MBA7002', 'EMBA8001']) await expect(office.getByTestId('rollover-row').filter({ hasText: course })).toContainText('将创建');
    // The EMBA days move by the 52 weeks between the two terms' first Mondays.
    await expect(office.getByTestId('rollover-row').filter({ hasText: 'EMBA8001' }).getByTestId('rollover-meetings')).toContainText(addDays('2027-03-13', 364));
    await office.getByTestId('rollover-confirm').click();
    await confirmDialog(office);
    await expect(office.locator('.ant-message')).toContainText('已创建');
    await office.goto('/admin/teaching/classes');
    await pickOption(office, 'class-filter-term', NEXT.name);
    for (const course of ['MBA7001', 'MBA7002', 'EMBA8001']) {
      await expect(office.getByTestId('class-row').filter({ hasText: course })).toContainText(`${NEXT.schoolYear}-${NEXT.schoolYear + 1} / ${NEXT.term}`);
    }
  });
});
