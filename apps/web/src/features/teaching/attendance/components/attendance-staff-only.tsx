import { Role } from '@portal/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useCurrentUser } from '../../../../shared/current-user.tsx';

/**
 * The attendance pages are for teachers and the teaching administrators. The route table is open to
 * every signed-in user, so the page checks the roles itself; the server refuses every call anyway.
 */
export function AttendanceStaffOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const allowed = user.isAdmin || user.roles.includes(Role.teacher) || user.roles.includes(Role.teachingAdmin);
  if (!allowed) return <Navigate to={`/403?msg=${encodeURIComponent(t('teaching.attendance.forbidden'))}`} replace />;
  return children;
}
