import { z } from 'zod';
import { MAX_PAGE_NO, pageOf, pageSizeSchema } from '../paging.ts';
import { actions, Role, type RoleName } from '../permissions.ts';
import { personKindSchema, personStatusSchema } from './people-kinds.ts';

/**
 * The roles page (`/admin/people/roles`, server modules/people roles.*): every role with its name,
 * what it opens (derived from the route and page permissions), its holders with their scopes, and
 * the grant and revoke of a role with a reason.
 */

export interface RoleLabel {
  zh: string;
  en: string;
  descriptionZh: string;
  descriptionEn: string;
}

/** The one table of role names and descriptions, read by the server's roles list and by the web. */
export const roleLabels: Record<RoleName, RoleLabel> = {
  [Role.student]: { zh: '学生', en: 'Student', descriptionZh: '在校学生：选课竞价、问卷、简历、预约等学生功能', descriptionEn: 'A student: bidding, surveys, resumes, appointments and the other student functions' },
  [Role.teacher]: { zh: '教师', en: 'Teacher', descriptionZh: '任课教师：所授班级的考勤、作业和成绩', descriptionEn: 'Teaching staff: attendance, homework and grades of the classes they teach' },
  [Role.newsAdmin]: { zh: '新闻管理员', en: 'News administrator', descriptionZh: '发布和管理首页新闻与通知', descriptionEn: 'Publishes and manages the home page news and notices' },
  [Role.courseAdmin]: { zh: '选课管理员', en: 'Course administrator', descriptionZh: '选课竞价控制台：计划、课程、竞价与结果', descriptionEn: 'The bidding console: plans, courses, bids and results' },
  [Role.surveyAdmin]: { zh: '问卷管理员', en: 'Survey administrator', descriptionZh: '问卷设计、发放与结果', descriptionEn: 'Survey builder, assignment and results' },
  [Role.teachingAdmin]: { zh: '教务管理员', en: 'Teaching administrator', descriptionZh: '全部班级的考勤、调课审批、讲座、成绩与课表', descriptionEn: 'Attendance of all classes, class-change approval, lectures, grades and timetables' },
  [Role.careerAdmin]: { zh: '职业发展管理员', en: 'Career administrator', descriptionZh: '雇主、职位、职业活动、简历审核与全部咨询师', descriptionEn: 'Employers, positions, career activities, resume review and all counsellors' },
  [Role.counsellor]: { zh: '咨询师', en: 'Counsellor', descriptionZh: '职业咨询师：自己的排班、预约与简历优化', descriptionEn: 'A career counsellor: their own availability, appointments and resume optimisation' },
  [Role.mentor]: { zh: '导师（业界）', en: 'Mentor', descriptionZh: '业界或校友导师：答复选择了自己的学生', descriptionEn: 'An industry or alumni mentor: answers the students who chose them' },
  [Role.supervisor]: { zh: '论文导师', en: 'Thesis supervisor', descriptionZh: '论文导师：答复选择了自己的学生', descriptionEn: 'A thesis supervisor: answers the students who chose them' },
  [Role.selectionAdmin]: { zh: '双选管理员', en: 'Selection administrator', descriptionZh: '导师双选的轮次、方案、名额与匹配', descriptionEn: 'Mentor and supervisor selection: rounds, schemes, quotas and matching' },
  [Role.canteenAdmin]: { zh: '餐厅管理员', en: 'Canteen administrator', descriptionZh: '发布菜单，查看和导出每日订餐数', descriptionEn: 'Publishes menus, reads and exports the daily counts of meals' },
  [Role.mobilityAdmin]: { zh: '国际交流管理员', en: 'Mobility administrator', descriptionZh: '游学、免修、访问学者项目与双学位', descriptionEn: 'Study trips, exemptions, visiting-scholar projects and double degrees' },
  [Role.ddReviewer]: { zh: '双学位评审', en: 'Double-degree reviewer', descriptionZh: '只读查看双学位申请人详情', descriptionEn: 'Reads double-degree applicant details (read-only)' },
  [Role.studentAffairs]: { zh: '学生事务', en: 'Student affairs', descriptionZh: '只读查看学生档案，导出年级档案', descriptionEn: 'Reads every student profile (read-only) and exports a cohort' },
  [Role.peopleAdmin]: { zh: '人员管理员', en: 'People administrator', descriptionZh: '账号、从学籍系统导入人员、授予和收回角色', descriptionEn: 'Accounts, imports from the student-information system, granting and revoking roles' },
  [Role.admin]: { zh: '系统管理员', en: 'Administrator', descriptionZh: '通过所有角色的权限检查，可以模拟其他用户', descriptionEn: 'Passes every role rule and can act as another user' },
};

/** Every role the page lists, in the table's order; `admin` stands for the isAdmin flag. */
export const roleNames = Object.keys(roleLabels) as RoleName[];

/**
 * Roles only an administrator may grant or revoke: a people administrator giving 'admin' or
 * 'people.admin' could raise themselves or others to their own rights or above (README 'Who grants').
 */
export const adminOnlyRoles: readonly string[] = [Role.admin, Role.peopleAdmin];

/** A scope of one holder (a counsellor's services, a teacher's classes) in both languages. */
export const roleScopeSchema = z.object({ zh: z.string(), en: z.string() });
export type RoleScopeLabel = z.infer<typeof roleScopeSchema>;

export const roleRouteSchema = z.object({ method: z.string(), url: z.string(), action: z.enum(actions) });
export const rolePageSchema = z.object({ page: z.string(), actions: z.array(z.enum(actions)) });

export const roleSummarySchema = z.object({
  role: z.string(),
  name: z.string(),
  enName: z.string(),
  description: z.string(),
  enDescription: z.string(),
  holders: z.number().int(),
  /** Only an administrator may grant or revoke it. */
  adminOnly: z.boolean(),
  /** Whether some holders of it have scopes (services, classes, rounds, programmes). */
  scoped: z.boolean(),
  opens: z.object({ pages: z.array(rolePageSchema), routes: z.array(roleRouteSchema) }),
});
export type RoleSummary = z.infer<typeof roleSummarySchema>;

export const roleHoldersQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(0).max(MAX_PAGE_NO).default(0),
  pageSize: pageSizeSchema(10),
  queryText: z.string().max(100).optional().nullable().transform((s) => (s ?? '').trim()),
});
export type RoleHoldersQuery = z.output<typeof roleHoldersQuerySchema>;

/** Who a row of the roles page is: names and numbers to find them by. */
const rolePersonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  enName: z.string().nullable(),
  username: z.string(),
  studentNumber: z.string().nullable(),
  hrUserId: z.string().nullable(),
  kind: personKindSchema,
});

export const roleHolderSchema = rolePersonSchema.extend({
  status: personStatusSchema,
  /** When the role was last granted through the roles page (ISO 8601); null for a role given otherwise (seed, import). */
  since: z.string().nullable(),
  scopes: z.array(roleScopeSchema),
});
export type RoleHolder = z.infer<typeof roleHolderSchema>;
export const roleHoldersPageSchema = pageOf(roleHolderSchema);

export const roleCandidatesQuerySchema = z.object({
  queryText: z.string().max(100).optional().nullable().transform((s) => (s ?? '').trim()),
});

/** A person found by name or number, to grant a role to; `roles` includes 'admin' for an administrator. */
export const roleCandidateSchema = rolePersonSchema.extend({
  roles: z.array(z.string()),
});
export type RoleCandidate = z.infer<typeof roleCandidateSchema>;

export const ROLE_REASON_MAX = 500;

/** A grant or a revoke: the role (or 'admin') and why, written to the audit log with the change. */
export const roleChangeSchema = z.object({
  role: z.string().trim().min(1).max(64),
  reason: z.string().trim().min(1).max(ROLE_REASON_MAX),
});
export type RoleChange = z.output<typeof roleChangeSchema>;
export type RoleChangeInput = z.input<typeof roleChangeSchema>;

/** A person's roles after a change; 'admin' among them for an administrator. */
export const personRolesSchema = z.object({ id: z.number().int(), roles: z.array(z.string()) });
export type PersonRoles = z.infer<typeof personRolesSchema>;

/** One role a person holds, since when (as a holder's `since`) and its scopes: the person page's roles panel. */
export const personRoleSchema = z.object({ role: z.string(), since: z.string().nullable(), scopes: z.array(roleScopeSchema) });
export type PersonRole = z.infer<typeof personRoleSchema>;
export const personRoleDetailsSchema = z.object({ id: z.number().int(), roles: z.array(personRoleSchema) });
export type PersonRoleDetails = z.infer<typeof personRoleDetailsSchema>;
