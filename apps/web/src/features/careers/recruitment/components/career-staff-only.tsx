import { Role } from '@portal/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useCurrentUser } from '../../../../shared/current-user.tsx';

/**
 * The console pages are for the career office (career.admin) and administrators. The route table is
 * open to every signed-in user, so the page checks; the server refuses every call anyway.
 */
export function CareerStaffOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (!user.isAdmin && !user.roles.includes(Role.careerAdmin)) {
    return <Navigate to={`/403?msg=${encodeURIComponent(t('careers.recruitment.admin.forbidden'))}`} replace />;
  }
  return children;
}
