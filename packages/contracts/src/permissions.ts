/** Element-level actions of the permission rule (selection.md §2.2). */
export const actions = ['query', 'get', 'add', 'edit', 'delete', 'import', 'export', 'enable', 'disable'] as const;
export type Action = (typeof actions)[number];

/** Roles known to the portal. `admin` stands for the isAdmin flag. */
export const Role = {
  student: 'student',
  teacher: 'teacher',
  newsAdmin: 'news.site.admin',
  courseAdmin: 'course.admin',
  surveyAdmin: 'survey.admin',
  /** Runs teaching records: all classes' attendance, class-change approval, lectures, grades. */
  teachingAdmin: 'teaching.admin',
  /** The career office: employers, positions, career activities and their registrants. */
  careerAdmin: 'career.admin',
  /** A career counsellor: reviews the resumes that asked for optimisation (and, later, appointments). */
  counsellor: 'counsellor',
  /** An industry or alumni mentor: answers the students who chose them (selection). */
  mentor: 'mentor',
  /** A thesis supervisor: answers the students who chose them (selection). */
  supervisor: 'supervisor',
  /** Runs mentor and supervisor selection: rounds, schemes, quotas, stable matching, exports. */
  selectionAdmin: 'selection.admin',
  /** The canteen: publishes menus, reads and exports the daily counts of meals. */
  canteenAdmin: 'canteen.admin',
  /** Runs study trips, exemptions, visiting-scholar projects and double degrees. */
  mobilityAdmin: 'mobility.admin',
  /** Reads double-degree applicant details (read-only), for the partner schools' and the school's reviewers. */
  ddReviewer: 'dd.reviewer',
  /** Student affairs: reads every student's profile (read-only) and exports a cohort's. */
  studentAffairs: 'student.affairs',
  /** Runs the people of the portal: accounts, imports from the student-information system, roles (modules/people). */
  peopleAdmin: 'people.admin',
  admin: 'admin',
} as const;
export type RoleName = (typeof Role)[keyof typeof Role];

export const PageType = ['benyan', 'mba', 'emba', 'master', 'phd'] as const;
export type PageTypeName = (typeof PageType)[number];
