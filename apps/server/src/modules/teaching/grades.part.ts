import { Role } from '@portal/contracts';
import { gradesRoutes } from './grades.routes.ts';
import { seedGrades } from './grades.seed.ts';
import type { ModulePart } from '../../platform/domains/module-parts.ts';

/** The grades part of teaching (README.md, 'Grades'): term grades, course results, the staff import and export. */
export const gradesPart: ModulePart = {
  routes: [gradesRoutes],
  pages: [{ page: '/education/achievement/admin', roles: [Role.teachingAdmin], actions: ['query', 'import', 'export'] }],
  menu: [
    { group: 'teaching', order: 40, title: '课程成绩', enTitle: 'Course results', icon: 'FileDoneOutlined', url: '/education/achievement/course', for: { pageTypes: ['emba'] } },
    { group: 'teaching', order: 60, title: '学生成绩', enTitle: 'Grades', icon: 'TrophyOutlined', url: '/education/achievement/index', for: { students: true } },
    { group: 'teaching', order: 65, title: '成绩管理', enTitle: 'Grade management', icon: 'TableOutlined', url: '/education/achievement/admin', for: { roles: [Role.teachingAdmin] } },
  ],
  seed: seedGrades,
};
