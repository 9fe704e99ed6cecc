import { expect, test } from '@playwright/test';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { passwordLinkAsAdmin } from './password-links.ts';
import { apiSignIn } from './support.ts';

/**
 * The pages the axe spec opens: every route of the web route table (apps/web/src/features/*\/routes.tsx),
 * each as a demo account that may see it, with real ids of the seed. The ids are asked of the API
 * rather than written here, so the spec follows the seed when its names or dates change.
 */
export type Account = 'anonymous' | 'mba01' | 'emba01' | 'benyan01' | 'grad01' | 'teacher01' | 'newsadmin' | 'courseadmin' | 'surveyadmin' | 'eduadmin' | 'careeradmin' | 'canteen01' | 'counsellor01'
  | 'mentor01' | 'selectionadmin' | 'mobilityadmin' | 'studentaffairs' | 'admin';

/** What a path resolver may ask: the API, signed in as the visit's account. */
export interface Api {
  request: APIRequestContext;
  token: string;
}

export interface Visit {
  /** The route's pattern in the route table ('' for the index route). */
  route: string;
  account: Account;
  path: string | ((api: Api) => Promise<string>);
  /** The test id of an element that is there once the page shows its content. */
  ready: string;
}

async function call<T>(api: Api, method: 'get' | 'post', url: string, data?: object): Promise<T> {
  const headers = { Authorization: `Bearer ${api.token}` };
  const res = method === 'get' ? await api.request.get(url, { headers }) : await api.request.post(url, { headers, data: data ?? {} });
  const body = (await res.json()) as { statusCode: number; data: T };
  expect(body.statusCode, url).toBe(200);
  return body.data;
}

const first = <T>(rows: T[], what: string, pick: (r: T) => boolean = () => true): T => {
  const row = rows.find(pick);
  expect(row, what).toBeTruthy();
  return row as T;
};

const seg = encodeURIComponent;
const page = { pageNo: 0, pageSize: 50, conModels: [] };

interface PlanRow { id: number; planName: string; planState: number }
/** PlanState of the contracts: first round open, add/drop open, second round published. */
const FIRST_OPEN = 2;
const SECOND_OPEN = 5;
const SECOND_PUBLISHED = 7;
async function plan(api: Api, state: number): Promise<PlanRow> {
  const list = await call<{ data: PlanRow[] }>(api, 'get', '/api/GSMCssPlan/GetCssPlanList?pageNo=0&pageSize=50');
  return first(list.data, `a plan in state ${state}`, (p) => p.planState === state);
}
/** The plan name in bidding paths: base64 of the URI-encoded name, URI-encoded again. */
const planSegment = (name: string) => seg(Buffer.from(encodeURIComponent(name)).toString('base64'));

/** The signed-in student's resume of a kind (1 Chinese, 2 English, 3 manual), from the seed. */
async function resumeOf(api: Api, kind: number): Promise<number> {
  const me = await call<{ id: number }>(api, 'get', '/api/User/info');
  return first(await call<{ id: number; kind: number }[]>(api, 'get', `/api/VDResume/MyResumeList/${me.id}`), `a resume of kind ${kind}`, (r) => r.kind === kind).id;
}

interface SurveyRow { surveyID: number; businessType: string; businessValue: string; businessValue2: string; userID: string; isOpen: boolean }
const contextQuery = (r: SurveyRow) => `?${new URLSearchParams({ businessType: r.businessType, businessValue2: r.businessValue2 }).toString()}`;
const facultyRow = async (api: Api) =>
  first((await call<{ data: SurveyRow[] }>(api, 'post', '/api/FacultySurvey/GetFacultyPageList', { ...page, businessType: 0 })).data, 'an open faculty evaluation', (r) => r.isOpen);
const mentorRow = async (api: Api) =>
  first((await call<{ data: SurveyRow[] }>(api, 'post', '/api/FacultySurvey/GetSelectionFacultyPageList', { ...page, pageType: 'mbaxy' })).data, 'a mentor survey');

interface AdminSurveyRow { id: number; locked: boolean; questionCount: number; assignmentCount: number; submittedCount: number }
const adminSurvey = async (api: Api, pick: (r: AdminSurveyRow) => boolean, what: string) =>
  first((await call<{ data: AdminSurveyRow[] }>(api, 'post', '/api/SurveyAdmin/GetSurveyPageList', page)).data, what, pick);

const noticeId = async (api: Api) =>
  first((await call<{ data: { id: number }[] }>(api, 'post', '/api/VDNotice/QueryNoticeForStudy', { ...page, pageSize: 10 })).data, 'a notice').id;

/** The list route id of the open study-trip plan: base64('select&@@&' + id), as the plan list builds it. */
async function studyTripListId(api: Api): Promise<string> {
  const plans = await call<{ data: { id: number; isOpen: boolean }[] }>(api, 'get', '/api/GSMVisitSchoolPlan/GeVisitSchoolPlanList?pageNo=0');
  return Buffer.from(`select&@@&${first(plans.data, 'an open study-trip plan', (p) => p.isOpen).id}`).toString('base64');
}

/** A counsellor mba01 may book for career consulting, and one of mba01's appointments, from the seed. */
const counsellorCard = async (api: Api) =>
  first((await call<{ data: { id: number }[] }>(api, 'post', '/api/VDInterviewConsult/QueryVDCounselorListForStudy', { interviewConsultTypeKey: 1, pageSize: -1, pageNo: 0 })).data, 'a counsellor');
const appointmentRow = async (api: Api) => {
  const me = await call<{ id: number }>(api, 'get', '/api/User/info');
  return first((await call<{ data: { vdSubscribeId: number; interviewConsultTypeKey: number }[] }>(api, 'post', '/api/VDInterviewConsult/MySubscirbeHistory', { ...page, studentId: me.id })).data, 'an appointment of mba01');
};

/** The id of the signed-in student's round of a page type and kind: the open one, or any. */
async function selectionRound(api: Api, pageType: string, selectionType: 'mentor' | 'supervisor'): Promise<number> {
  const me = await call<{ id: number }>(api, 'get', '/api/User/info');
  const rows = (await call<{ data: { id: number; isCurrentSelection: boolean }[] }>(api, 'post', '/api/GSMSelectionStudent/GetMySelectionInfoPageList',
    { ...page, pageType, studentId: me.id, selectionType })).data;
  return first(rows, `an open ${pageType} ${selectionType} round`, (r) => r.isCurrentSelection).id;
}

/** The answering page behind every survey-view route, opened on mba01's open faculty evaluation. */
const answering = (build: (r: SurveyRow) => string) => async (api: Api) => build(await facultyRow(api));

export const visits: Visit[] = [
  { route: 'login', account: 'anonymous', path: '/login', ready: 'login-submit' },
  // 403 as it meets a signed-out user (a disabled account), 404 inside the signed-in shell.
  { route: '403', account: 'anonymous', path: '/403', ready: 'forbidden-page' },
  { route: '404', account: 'mba01', path: '/404', ready: 'not-found-page' },

  { route: '', account: 'mba01', path: '/', ready: 'function-item' },
  { route: 'news/list', account: 'newsadmin', path: '/news/list', ready: 'notice-row' },
  { route: 'news/details/:id', account: 'mba01', path: async (api) => `/news/details/${await noticeId(api)}`, ready: 'notice-content' },
  { route: 'news/contact', account: 'mba01', path: '/news/contact', ready: 'info-page-content' },
  { route: 'news/edit/:fieldType/:id', account: 'newsadmin', path: async (api) => `/news/edit/report/${await noticeId(api)}`, ready: 'notice-form-save' },
  // The one information page with links inside its text.
  { route: 'info/:key', account: 'mba01', path: '/info/admissions', ready: 'info-page-admissions' },
  // mba01's seeded notices (appointments seed): the rows are there.
  { route: 'notifications', account: 'mba01', path: '/notifications', ready: 'notifications-page' },
  { route: 'notifications/settings', account: 'mba01', path: '/notifications/settings', ready: 'preference-row-appointments.reminder' },
  { route: 'admin/notifications', account: 'admin', path: '/admin/notifications', ready: 'delivery-filters' },

  { route: 'education/optional/plane', account: 'mba01', path: '/education/optional/plane', ready: 'plan-row' },
  { route: 'education/optional/log', account: 'mba01', path: '/education/optional/log', ready: 'bidding-log-page' },
  {
    route: 'education/optional/lesson-primary/:planeName/:planID', account: 'mba01', ready: 'course-row',
    path: async (api) => { const p = await plan(api, FIRST_OPEN); return `/education/optional/lesson-primary/${planSegment(p.planName)}/${p.id}?min=100&max=500&id=${p.id}`; },
  },
  {
    route: 'education/optional/lesson-primary-details/:planeName/:planID', account: 'mba01', ready: 'course-row',
    path: async (api) => { const p = await plan(api, FIRST_OPEN); return `/education/optional/lesson-primary-details/${planSegment(p.planName)}/${p.id}`; },
  },
  {
    route: 'education/optional/lesson-return/:planeName/:planID', account: 'emba01', ready: 'course-row',
    path: async (api) => { const p = await plan(api, SECOND_OPEN); return `/education/optional/lesson-return/${planSegment(p.planName)}/${p.id}`; },
  },
  {
    route: 'education/optional/lesson-details/:planID', account: 'mba01', ready: 'registration-summary',
    path: async (api) => `/education/optional/lesson-details/${(await plan(api, SECOND_PUBLISHED)).id}`,
  },
  { route: 'admin/bidding', account: 'courseadmin', path: '/admin/bidding', ready: 'admin-plan-name' },
  {
    route: 'admin/bidding/plans/:planId/courses', account: 'courseadmin', ready: 'admin-course-edit',
    path: async (api) => {
      const list = await call<{ data: PlanRow[] }>(api, 'get', '/api/admin/bidding/plans?pageNo=0&pageSize=50');
      return `/admin/bidding/plans/${first(list.data, 'an open plan', (p) => p.planState === FIRST_OPEN).id}/courses`;
    },
  },

  { route: 'education/evaluate/survey', account: 'mba01', path: '/education/evaluate/survey', ready: 'faculty-survey-row' },
  { route: 'education/selection/alumni/excellent', account: 'mba01', path: '/education/selection/alumni/excellent', ready: 'mentor-survey-row' },
  { route: 'graduate-survey/index', account: 'grad01', path: '/graduate-survey/index', ready: 'graduate-survey-row' },
  {
    route: 'education/evaluate/survey_new/view/:id/:type/:value/:userId?', account: 'mba01', ready: 'survey-submit',
    path: answering((r) => `/education/evaluate/survey_new/view/${r.surveyID}/${seg(r.businessType)}/${seg(r.businessValue)}/${seg(r.userID)}${contextQuery(r)}`),
  },
  { route: 'order-meal/index', account: 'mba01', path: '/order-meal/index', ready: 'meal-row' },
  { route: 'admin/meals', account: 'canteen01', path: '/admin/meals', ready: 'menu-row' },
  {
    route: 'order-meal/survey/view/:id/:type/:value/:userId?', account: 'mba01', ready: 'survey-page',
    path: answering((r) => `/order-meal/survey/view/${r.surveyID}/${seg(r.businessType)}/${seg(r.businessValue)}/${seg(r.userID)}${contextQuery(r)}`),
  },
  {
    route: 'appointment/view/:id/:value/:userId?', account: 'mba01', ready: 'survey-page',
    path: answering((r) => `/appointment/view/${r.surveyID}/${seg(r.businessValue)}/${seg(r.userID)}${contextQuery(r)}`),
  },
  {
    route: 'activity/view/:id/:value/:userId', account: 'mba01', ready: 'survey-page',
    path: answering((r) => `/activity/view/${r.surveyID}/${seg(r.businessValue)}/${seg(r.userID)}${contextQuery(r)}`),
  },
  {
    route: 'survey_view/:id/:facultySurveyResultId?/:value?/:userId?', account: 'mba01', ready: 'survey-page',
    path: answering((r) => `/survey_view/${r.surveyID}/0/${seg(r.businessValue)}/${seg(r.userID)}${contextQuery(r)}`),
  },
  {
    route: 'education/evaluate/survey/view/:id/:value/:userId', account: 'mba01', ready: 'survey-page',
    path: async (api) => { const r = await mentorRow(api); return `/education/evaluate/survey/view/${r.surveyID}/${seg(r.businessValue)}/${seg(r.userID)}${contextQuery(r)}`; },
  },
  {
    route: 'education/selection/alumni/survey/view/:id/:value/:userId/:type?', account: 'mba01', ready: 'survey-page',
    path: async (api) => { const r = await mentorRow(api); return `/education/selection/alumni/survey/view/${r.surveyID}/${seg(r.businessValue)}/${seg(r.userID)}/${contextQuery(r)}`; },
  },
  {
    route: 'graduate-survey/view/:id/:value/:userId', account: 'grad01', ready: 'survey-submit',
    path: async (api) => {
      const rows = (await call<{ data: { id: number; surveyId: number; userID: string; isSubmit: boolean; beginTime: string; endTime: string }[] }>(
        api, 'post', '/api/VDGraduateSurvey/QueryVDGraduateSurveyForStudy', { ...page, studentUserId: 'grad01', isSubmit: false })).data;
      const now = Date.now();
      const r = first(rows, 'an open graduate survey', (g) => Date.parse(g.beginTime) <= now && now < Date.parse(g.endTime));
      return `/graduate-survey/view/${r.surveyId}/${r.id}/${seg(r.userID)}?businessType=GraduateSurvey`;
    },
  },

  { route: 'education/selection/alumni/mba', account: 'mba01', path: '/education/selection/alumni/mba', ready: 'round-row' },
  {
    route: 'education/selection/alumni/mba/:selectionId', account: 'mba01', ready: 'mentor-row',
    path: async (api) => `/education/selection/alumni/mba/${await selectionRound(api, 'mbaxy', 'mentor')}`,
  },
  { route: 'education/selection/benyan-industry', account: 'benyan01', path: '/education/selection/benyan-industry', ready: 'round-row' },
  {
    route: 'education/selection/benyan-industry/:selectionId', account: 'benyan01', ready: 'mentor-row',
    path: async (api) => `/education/selection/benyan-industry/${await selectionRound(api, 'benyan', 'mentor')}`,
  },
  { route: 'education/selection/paper/benyan', account: 'benyan01', path: '/education/selection/paper/benyan', ready: 'scheme-row' },
  { route: 'education/selection/paper/mba', account: 'mba01', path: '/education/selection/paper/mba', ready: 'scheme-row' },
  { route: 'education/selection/paper/emba', account: 'emba01', path: '/education/selection/paper/emba', ready: 'scheme-row' },
  {
    route: 'education/selection/paper/:pageType/:selectionId', account: 'emba01', ready: 'supervisor-row',
    path: async (api) => `/education/selection/paper/emba/${await selectionRound(api, 'emba', 'supervisor')}`,
  },

  { route: 'education/assistant/index', account: 'teacher01', path: '/education/assistant/index', ready: 'attendance-course-row' },
  {
    route: 'education/assistant/attendance/:pageType/:id', account: 'teacher01', ready: 'attendance-row',
    path: async (api) => {
      const r = first((await call<{ data: { id: number; pageType: string; courseNumber: string }[] }>(api, 'post', '/api/GsmBishopManagement/Search', { pageNo: 0, pageSize: 999 })).data,
        'teacher01\'s MBA class with attendance', (c) => c.courseNumber === 'MBA5003');
      return `/education/assistant/attendance/${r.pageType}/${r.id}`;
    },
  },

  // A class's homework (issue 27): teacher01's EMBA6001 class has emba01's classmates and an open deadline.
  { route: 'teaching/classes', account: 'teacher01', path: '/teaching/classes', ready: 'homework-class-row' },
  {
    route: 'teaching/classes/:id/homework', account: 'teacher01', ready: 'homework-submission-row',
    path: async (api) => {
      const rows = (await call<{ data: { id: number; courseNumber: string }[] }>(api, 'post', '/api/teaching/homework/classes', { pageNo: 0, pageSize: 100, queryText: 'EMBA6001' })).data;
      return `/teaching/classes/${first(rows, 'teacher01\'s EMBA6001 class', (r) => r.courseNumber === 'EMBA6001').id}/homework`;
    },
  },
  // The teaching office's set-up of the year (issue 27): terms, the catalogue, cohorts, classes and a roster.
  { route: 'admin/teaching/terms', account: 'eduadmin', path: '/admin/teaching/terms', ready: 'term-row' },
  { route: 'admin/teaching/courses', account: 'eduadmin', path: '/admin/teaching/courses', ready: 'course-edit' },
  { route: 'admin/teaching/cohorts', account: 'eduadmin', path: '/admin/teaching/cohorts', ready: 'cohort-edit' },
  { route: 'admin/teaching/classes', account: 'eduadmin', path: '/admin/teaching/classes', ready: 'class-open' },
  {
    route: 'admin/teaching/classes/:id', account: 'eduadmin', ready: 'roster-row',
    path: async (api) => {
      const rows = (await call<{ data: { id: number; courseNumber: string }[] }>(api, 'get', '/api/admin/teaching/classes?pageNo=0&pageSize=50&queryText=MBA5003')).data;
      return `/admin/teaching/classes/${first(rows, 'teacher01\'s MBA5003 class', (r) => r.courseNumber === 'MBA5003').id}`;
    },
  },
  { route: 'admin/teaching/rollover', account: 'eduadmin', path: '/admin/teaching/rollover', ready: 'rollover-preview' },
  { route: 'admin/teaching/homework', account: 'eduadmin', path: '/admin/teaching/homework', ready: 'homework-class-row' },
  {
    route: 'admin/teaching/classes/:id/homework', account: 'eduadmin', ready: 'homework-submission-row',
    path: async (api) => {
      const rows = (await call<{ data: { id: number; courseNumber: string }[] }>(api, 'post', '/api/teaching/homework/classes', { pageNo: 0, pageSize: 100, queryText: 'EMBA6002' })).data;
      return `/admin/teaching/classes/${first(rows, 'the EMBA6002 class', (r) => r.courseNumber === 'EMBA6002').id}/homework`;
    },
  },

  { route: 'education/timetable/index', account: 'mba01', path: '/education/timetable/index', ready: 'timetable-course' },
  { route: 'education/training/plan', account: 'emba01', path: '/education/training/plan', ready: 'training-required-row' },
  { route: 'education/training/changes', account: 'eduadmin', path: '/education/training/changes', ready: 'change-review-row' },

  { route: 'education/lecture/index', account: 'mba01', path: '/education/lecture/index', ready: 'lecture-row' },
  { route: 'education/lecture/admin', account: 'eduadmin', path: '/education/lecture/admin', ready: 'lecture-admin-row' },
  {
    route: 'education/lecture/admin/:id', account: 'eduadmin', ready: 'lecture-signup-row',
    path: async (api) => {
      const rows = (await call<{ data: { id: number; signUpCount: number }[] }>(api, 'post', '/api/LectureAdmin/GetLecturePageList', { pageNo: 0, pageSize: 100 })).data;
      return `/education/lecture/admin/${first(rows, 'a lecture with sign-ups', (r) => r.signUpCount > 0).id}`;
    },
  },

  { route: 'recruit/index', account: 'mba01', path: '/recruit/index', ready: 'position-row' },
  {
    route: 'recruit/recruit-info/:id', account: 'mba01', ready: 'position-detail',
    path: async (api) => `/recruit/recruit-info/${first((await call<{ data: { id: number }[] }>(api, 'post', '/api/VD/QueryPositionList', page)).data, 'a posting').id}`,
  },
  {
    route: 'recruit/bussiness-info/:id', account: 'mba01', ready: 'employer-detail',
    path: async (api) => `/recruit/bussiness-info/${first((await call<{ data: { enterpriseId: number }[] }>(api, 'post', '/api/VD/QueryPositionList', page)).data, 'a posting').enterpriseId}`,
  },
  { route: 'career/admin/positions', account: 'careeradmin', path: '/career/admin/positions', ready: 'position-admin-row' },
  {
    route: 'career/admin/positions/:id/applicants', account: 'careeradmin', ready: 'position-applicants-page',
    path: async (api) => `/career/admin/positions/${first((await call<{ data: { id: number }[] }>(api, 'post', '/api/career-admin/positions/list', page)).data, 'a posting').id}/applicants`,
  },
  { route: 'career/applications', account: 'mba01', path: '/career/applications', ready: 'my-applications-page' },
  { route: 'career/admin/employers', account: 'careeradmin', path: '/career/admin/employers', ready: 'employer-admin-row' },
  { route: 'activity/index', account: 'mba01', path: '/activity/index', ready: 'activity-row' },
  { route: 'career/admin/activities', account: 'careeradmin', path: '/career/admin/activities', ready: 'activity-admin-row' },
  {
    route: 'career/admin/activities/:id', account: 'careeradmin', ready: 'registrant-row',
    path: async (api) => {
      const rows = (await call<{ data: { id: number; signUpCount: number }[] }>(api, 'post', '/api/career-admin/activities/list', { pageNo: 0, pageSize: 100 })).data;
      return `/career/admin/activities/${first(rows, 'an activity with registrants', (r) => r.signUpCount > 0).id}`;
    },
  },

  { route: 'resume/index', account: 'mba01', path: '/resume/index', ready: 'resume-link' },
  { route: 'resume/resumeCN/:id', account: 'mba01', ready: 'resume-how-complete', path: async (api) => `/resume/resumeCN/${await resumeOf(api, 1)}` },
  { route: 'resume/resumeEN/:id', account: 'mba01', ready: 'resume-how-complete', path: async (api) => `/resume/resumeEN/${await resumeOf(api, 2)}` },
  { route: 'resume/manual/:id', account: 'mba01', ready: 'manual-form', path: async (api) => `/resume/manual/${await resumeOf(api, 3)}` },
  { route: 'career/admin/resumes', account: 'careeradmin', path: '/career/admin/resumes', ready: 'review-open' },
  {
    route: 'career/admin/resumes/:id', account: 'careeradmin', ready: 'review-pdf',
    path: async (api) => `/career/admin/resumes/${first((await call<{ data: { id: number }[] }>(api, 'post', '/api/career-admin/resumes/queue', { state: 'all' })).data, 'a resume that asked for optimisation').id}`,
  },

  { route: 'appointment/index', account: 'mba01', path: '/appointment/index', ready: 'counsellor-card' },
  { route: 'appointment/consultant-info/:id', account: 'mba01', ready: 'counsellor-info', path: async (api) => `/appointment/consultant-info/${(await counsellorCard(api)).id}` },
  {
    route: 'appointment/question-info/:id', account: 'mba01', ready: 'question-info-answers',
    path: async (api) => { const r = await appointmentRow(api); return `/appointment/question-info/${r.vdSubscribeId}?type=${r.interviewConsultTypeKey}`; },
  },
  { route: 'appointment/admin', account: 'counsellor01', path: '/appointment/admin', ready: 'booking-row' },
  { route: 'visiting-scholar', account: 'mba01', path: '/visiting-scholar', ready: 'plan-row' },
  { route: 'visiting-scholar/index', account: 'emba01', path: '/visiting-scholar/index', ready: 'plan-row' },
  { route: 'visiting-scholar/list/:id', account: 'mba01', ready: 'project-row', path: async (api) => `/visiting-scholar/list/${await studyTripListId(api)}` },
  { route: 'admin/mobility', account: 'mobilityadmin', path: '/admin/mobility', ready: 'admin-plan' },
  { route: 'study/index', account: 'mba01', path: '/study/index', ready: 'dd-guide' },
  {
    route: 'study/apply/:projectId', account: 'mba01', ready: 'dd-steps',
    path: async (api) => `/study/apply/${first(await call<{ id: number; singupResult: number | null }[]>(api, 'get', '/api/DDApplyManage/GetEnableDDApplyManageProjectForStudent'), 'a programme to apply to', (p) => p.singupResult === 0).id}`,
  },
  {
    route: 'study/student-degree-details/:id', account: 'mba01', ready: 'dd-detail-panels',
    path: async (api) => {
      const cards = await call<{ signupStudentInfoList: { id: number; submitTime: string | null }[] }[]>(api, 'get', '/api/DDSingupStudent/QueryStudentSignupList');
      return `/study/student-degree-details/${first(cards.flatMap((c) => c.signupStudentInfoList), 'a submitted application', (s) => s.submitTime !== null).id}`;
    },
  },
  { route: 'admin/double-degree', account: 'mobilityadmin', path: '/admin/double-degree', ready: 'dd-round-row' },
  // The filters are there on the fresh demo too, whose audit log is still empty.
  { route: 'admin/audit', account: 'admin', path: '/admin/audit', ready: 'audit-filters' },
  { route: 'admin/people/import', account: 'admin', path: '/admin/people/import', ready: 'import-kind' },
  // A fresh link of a demo classmate no spec signs in as; issuing one changes no password.
  { route: 'set-password', account: 'anonymous', path: () => passwordLinkAsAdmin('emba13'), ready: 'set-password-submit' },
  { route: 'account/password', account: 'mba01', path: '/account/password', ready: 'change-password-submit' },
  { route: 'admin/people', account: 'admin', path: '/admin/people', ready: 'person-open' },
  { route: 'admin/people/new', account: 'admin', path: '/admin/people/new?kind=student', ready: 'person-form' },
  {
    route: 'admin/people/:id', account: 'admin', ready: 'person-changes',
    path: async (api) => `/admin/people/${first((await call<{ data: { id: number; username: string }[] }>(api, 'get', '/api/people?queryText=mba01')).data, 'the student mba01', (p) => p.username === 'mba01').id}`,
  },
  // With a role chosen, so the holders' table and their scopes are read too.
  { route: 'admin/people/roles', account: 'admin', path: '/admin/people/roles?role=counsellor', ready: 'holder-row-counsellor01' },

  { route: 'student-info/index', account: 'mba01', path: '/student-info/index', ready: 'profile-base' },
  { route: 'admin/profiles', account: 'studentaffairs', path: '/admin/profiles', ready: 'profile-staff-row' },
  {
    route: 'admin/profiles/:studentId', account: 'studentaffairs', ready: 'profile-base',
    path: async (api) => `/admin/profiles/${first((await call<{ data: { studentId: number }[] }>(api, 'get', '/api/profile/admin/students?pageSize=10')).data, 'a student on the roll').studentId}`,
  },

  { route: 'selection/teacher', account: 'mentor01', path: '/selection/teacher', ready: 'choice-row' },
  { route: 'admin/selection', account: 'selectionadmin', path: '/admin/selection', ready: 'round-row' },
  {
    route: 'admin/selection/rounds/:id', account: 'selectionadmin', ready: 'teacher-row',
    path: async (api) => {
      const rounds = (await call<{ data: { id: number; pageType: string; timeStatus: number }[] }>(api, 'get', '/api/admin/selection/rounds?pageSize=100')).data;
      return `/admin/selection/rounds/${first(rounds, 'the open alumni-mentor round', (r) => r.pageType === 'mbaxy' && r.timeStatus === 1).id}`;
    },
  },

  { route: 'professional-evaluation/index', account: 'mba01', path: '/professional-evaluation/index', ready: 'evaluation-tile-assessment' },
  { route: 'career/admin/evaluation', account: 'careeradmin', path: '/career/admin/evaluation', ready: 'evaluation-settings-save' },

  { route: 'education/person-info', account: 'emba01', path: '/education/person-info', ready: 'person-info-form-emba' },
  { route: 'education/achievement/index', account: 'mba01', path: '/education/achievement/index', ready: 'grade-row' },
  { route: 'education/achievement/course', account: 'emba01', path: '/education/achievement/course', ready: 'course-result-row' },
  { route: 'education/achievement/admin', account: 'eduadmin', path: '/education/achievement/admin', ready: 'grade-admin-row' },

  { route: 'admin/surveys', account: 'surveyadmin', path: '/admin/surveys', ready: 'admin-survey-row' },
  { route: 'admin/surveys/mine', account: 'teacher01', path: '/admin/surveys/mine', ready: 'teacher-evaluation-row' },
  {
    route: 'admin/surveys/:id', account: 'surveyadmin', ready: 'builder-save',
    path: async (api) => `/admin/surveys/${(await adminSurvey(api, (r) => !r.locked && r.questionCount > 0, 'a survey that may still change')).id}`,
  },
  {
    route: 'admin/surveys/:id/assign', account: 'surveyadmin', ready: 'assignment-row',
    path: async (api) => `/admin/surveys/${(await adminSurvey(api, (r) => r.assignmentCount > 0, 'an assigned survey')).id}/assign`,
  },
  {
    route: 'admin/surveys/:id/results', account: 'surveyadmin', ready: 'result-question',
    path: async (api) => `/admin/surveys/${(await adminSurvey(api, (r) => r.submittedCount > 0, 'an answered survey')).id}/results`,
  },
];

/**
 * The accounts split in two halves of about as many visits each: the axe and English specs come in
 * two files, one per half, so the two e2e workers share them instead of one worker taking them all.
 */
export function accountHalf(half: 1 | 2): Account[] {
  const counts = new Map<Account, number>();
  for (const v of visits) counts.set(v.account, (counts.get(v.account) ?? 0) + 1);
  const first: Account[] = [];
  const second: Account[] = [];
  let firstLoad = 0;
  let secondLoad = 0;
  for (const [account, n] of [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))) {
    if (firstLoad <= secondLoad) { first.push(account); firstLoad += n; } else { second.push(account); secondLoad += n; }
  }
  return half === 1 ? first : second;
}

/** Content is there: the page's own element, no request in flight, no spinner or placeholder. */
export async function waitForContent(page: Page, testId: string): Promise<void> {
  await expect(page.getByTestId(testId).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active, [aria-busy="true"], [data-testid="loading-card"]')).toHaveCount(0);
}

/**
 * One test per visit of `account`, in `lang`, each opening its page and waiting for its content,
 * then running `check`. One signed-in context per account and language, as a person browsing: the
 * refresh cookie rotates on every page load, so a stored state could not be shared between contexts.
 */
export function describeVisits(title: string, account: Account, lang: 'zh-CN' | 'en-US', check: (page: Page, path: string) => Promise<void>): void {
  test.describe(title, () => {
    let context: BrowserContext;
    let page: Page;
    let api: Api;

    test.beforeAll(async ({ browser }) => {
      context = await browser.newContext({ locale: lang });
      await context.addInitScript((l) => window.localStorage.setItem('portal.language', l), lang);
      page = await context.newPage();
      api = { request: context.request, token: account === 'anonymous' ? '' : await apiSignIn(context.request, account) };
    });
    test.afterAll(async () => { await context.close(); });

    for (const visit of visits.filter((v) => v.account === account)) {
      test(`/${visit.route}`, async () => {
        const path = typeof visit.path === 'string' ? visit.path : await visit.path(api);
        await test.step('open', async () => {
          await page.goto(path);
          await waitForContent(page, visit.ready);
        });
        await check(page, path);
      });
    }
  });
}
