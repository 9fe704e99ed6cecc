import { Role } from '@portal/contracts';
import type { UserInfo } from '@portal/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useCurrentUser } from '../../../../shared/current-user.tsx';

export const managesLectures = (user: Pick<UserInfo, 'isAdmin' | 'roles'>) => user.isAdmin || user.roles.includes(Role.teachingAdmin);

/**
 * The lecture staff pages are for teaching.admin and teachers (who see their own lectures). The
 * route table is open to every signed-in user, so the page checks; the server refuses anyway.
 */
export function LectureStaffOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (!managesLectures(user) && !user.roles.includes(Role.teacher)) {
    return <Navigate to={`/403?msg=${encodeURIComponent(t('teaching.lectures.admin.forbidden'))}`} replace />;
  }
  return children;
}
