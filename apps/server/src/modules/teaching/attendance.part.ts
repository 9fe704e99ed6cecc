import { Role } from '@portal/contracts';
import { attendanceRoutes } from './attendance.routes.ts';
import { seedAttendance } from './attendance.seed.ts';
import type { ModulePart } from '../../platform/domains/module-parts.ts';

/** The attendance part of teaching (see README.md, 'Attendance'): teachers' class attendance, ACAD-R01/R02. */
export const attendancePart: ModulePart = {
  routes: [attendanceRoutes],
  pages: [{ page: '/education/assistant/*', roles: [Role.teacher, Role.teachingAdmin], actions: ['add', 'edit', 'delete', 'import', 'export'] }],
  menu: [
    { group: 'teaching', order: 70, title: '课程考勤', enTitle: 'Attendance', icon: 'CheckSquareOutlined', url: '/education/assistant/index', for: { roles: [Role.teacher, Role.teachingAdmin] } },
  ],
  seed: seedAttendance,
};
