import { Role } from '@portal/contracts';
import type { PortalModule } from '../../platform/domains/module.ts';
import { APPOINTMENT_STAFF } from './appointment-admin.routes.ts';
import { REMINDER_JOB, reminderHandler } from './appointment-reminders.ts';
import { appointmentsOfUser } from './appointments-calendar.ts';
import { appointmentsRoutes } from './appointments.routes.ts';
import { seedAppointments } from './appointments.seed.ts';
import { anonymiseAppointments } from './appointments-personal-data.repo.ts';
import { counsellorServiceScopes } from './counsellor-scopes.repo.ts';

/**
 * Appointments (FEATURES §2.8 BOOK-C01…C07): students book counsellors' slots for career
 * consulting or mock interviews; counsellors publish availability and review, the career office
 * oversees all. Decisions: README.md.
 */
export const appointmentsModule: PortalModule = {
  name: 'appointments',
  routes: [appointmentsRoutes],
  seed: seedAppointments,
  jobs: { [REMINDER_JOB]: reminderHandler },
  calendar: [appointmentsOfUser],
  roleScopes: [{ role: Role.counsellor, scopesOf: counsellorServiceScopes }],
  pages: [
    { page: '/appointment/admin', roles: [...APPOINTMENT_STAFF], actions: ['query', 'get', 'add', 'edit', 'delete', 'enable', 'disable'] },
    { page: '/appointment/admin/*', roles: [...APPOINTMENT_STAFF], actions: ['query', 'get', 'add', 'edit', 'delete', 'enable', 'disable'] },
  ],
  menu: [
    { group: 'career', order: 40, title: '咨询预约', enTitle: 'Appointments', icon: 'CalendarOutlined', url: '/appointment/index', for: { students: true } },
    { group: 'career', order: 85, title: '咨询排班与预约', enTitle: 'Counselling schedule', icon: 'ScheduleOutlined', url: '/appointment/admin', for: { roles: [Role.careerAdmin, Role.counsellor] } },
  ],
  personalData: { anonymise: anonymiseAppointments },
};
