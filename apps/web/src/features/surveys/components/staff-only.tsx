import { Role } from '@portal/contracts';
import type { UserInfo } from '@portal/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useCurrentUser } from '../../../shared/current-user.tsx';

export const managesSurveys = (user: Pick<UserInfo, 'isAdmin' | 'roles'>) => user.isAdmin || user.roles.includes(Role.surveyAdmin);

/**
 * The staff pages are for survey administrators and administrators (teachers also reach the
 * results of their own evaluations). The route table is open to every signed-in user, so each
 * page checks the roles itself; the server refuses the calls anyway.
 */
export function SurveyStaffOnly({ children, teachers = false }: { children: ReactNode; teachers?: boolean }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const allowed = managesSurveys(user) || (teachers && user.roles.includes(Role.teacher));
  if (!allowed) return <Navigate to={`/403?msg=${encodeURIComponent(t('surveys.admin.forbidden'))}`} replace />;
  return children;
}
