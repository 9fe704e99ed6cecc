import { Role } from '@portal/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useCurrentUser } from '../../../../shared/current-user.tsx';

/**
 * The homework pages are for a class's teachers (/teaching/...) and the teaching office
 * (/admin/teaching/...). The route table is open to every signed-in user, so the page checks; the
 * server refuses anyway, and narrows a teacher to their own classes.
 */
export function HomeworkStaffOnly({ admin, children }: { admin: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const office = user.isAdmin || user.roles.includes(Role.teachingAdmin);
  if (!(office || (!admin && user.roles.includes(Role.teacher)))) {
    return <Navigate to={`/403?msg=${encodeURIComponent(t('teaching.homework.forbidden'))}`} replace />;
  }
  return children;
}

/** Where a class's homework page is, on the teacher's side or the office's. */
export const homeworkPath = (admin: boolean, id: number) => (admin ? `/admin/teaching/classes/${id}/homework` : `/teaching/classes/${id}/homework`);
export const homeworkListPath = (admin: boolean) => (admin ? '/admin/teaching/homework' : '/teaching/classes');
