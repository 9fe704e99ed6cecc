import { Role } from '@portal/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useCurrentUser } from '../../../../shared/current-user.tsx';

/**
 * The activity console is the career office's (administrators pass). The route table is open to
 * every signed-in user, so the page checks; the server refuses anyway.
 */
export function CareerOfficeOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (!user.isAdmin && !user.roles.includes(Role.careerAdmin)) {
    return <Navigate to={`/403?msg=${encodeURIComponent(t('careers.activities.admin.forbidden'))}`} replace />;
  }
  return children;
}
