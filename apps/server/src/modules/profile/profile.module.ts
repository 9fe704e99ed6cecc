import { PROFILE_ADMIN_PAGE, PROFILE_PAGE, Role } from '@portal/contracts';
import type { MenuEntry, PortalModule } from '../../platform/domains/module.ts';
import { PROFILE_STAFF } from './profile-access.ts';
import { profileRoutes } from './profile.routes.ts';
import { seedProfile } from './profile.seed.ts';
import { anonymiseProfile } from './profile-personal-data.repo.ts';

/** The home-menu tiles: the students' keeps the audience and order it had in the shell's pending list; the staff console's. */
export const profileMenu: MenuEntry[] = [
  { group: 'career', order: 30, title: '学生档案', enTitle: 'Student profile', icon: 'IdcardOutlined', url: PROFILE_PAGE, for: { students: true } },
  { group: 'career', order: 96, title: '学生档案管理', enTitle: 'Student profiles', icon: 'SolutionOutlined', url: PROFILE_ADMIN_PAGE, for: { roles: [Role.studentAffairs] } },
];

/**
 * The student profile area (FEATURES §2.7 PROF-C01…C22): ten sub-forms of the student's own
 * profile, the statistics read from appointments, resumes and careers, and the student-affairs
 * console (read-only, cohort export). Decisions: README.md.
 */
export const profileModule: PortalModule = {
  name: 'profile',
  routes: [profileRoutes],
  seed: seedProfile,
  sql: [new URL('./profile.reference.sql', import.meta.url)],
  pages: [
    { page: PROFILE_ADMIN_PAGE, roles: [...PROFILE_STAFF], actions: ['query', 'get', 'export'] },
  ],
  menu: profileMenu,
  personalData: { anonymise: anonymiseProfile },
};
