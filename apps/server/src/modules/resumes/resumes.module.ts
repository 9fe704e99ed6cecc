import { Role } from '@portal/contracts';
import type { PortalModule } from '../../platform/domains/module.ts';
import { REVIEWERS } from './resume-access.ts';
import { resumesRoutes } from './resumes.routes.ts';
import { seedResumes } from './resumes.seed.ts';
import { anonymiseResumes } from './resumes-personal-data.repo.ts';

/**
 * Resumes (FEATURES §2.6, RES): the Chinese and English resumes, the general-situation manual and
 * the student's own PDF, with server-side completeness and one-page PDFs; the counsellors' review
 * and the career office's resume book. Decisions: README.md.
 */
export const resumesModule: PortalModule = {
  name: 'resumes',
  routes: [resumesRoutes],
  seed: seedResumes,
  pages: [{ page: '/career/admin/resumes', roles: [...REVIEWERS], actions: ['edit', 'export'] }, { page: '/career/admin/resumes/*', roles: [...REVIEWERS], actions: ['edit'] }],
  menu: [
    { group: 'career', order: 20, title: '我的简历', enTitle: 'My resumes', icon: 'ProfileOutlined', url: '/resume/index', for: { students: true } },
    { group: 'career', order: 80, title: '简历优化', enTitle: 'Resume review', icon: 'SolutionOutlined', url: '/career/admin/resumes', for: { roles: [Role.careerAdmin, Role.counsellor] } },
  ],
  personalData: { anonymise: anonymiseResumes },
};
