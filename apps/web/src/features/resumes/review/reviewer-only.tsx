import { Role } from '@portal/contracts';
import type { UserInfo } from '@portal/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useCurrentUser } from '../../../shared/current-user.tsx';

/** The career office and its counsellors review resumes; administrators pass every role rule. */
export const isReviewer = (user: UserInfo) => user.isAdmin || user.roles.includes(Role.careerAdmin) || user.roles.includes(Role.counsellor);

/**
 * The review pages' guard. The route table is open to every signed-in user, so the page checks and
 * sends anyone else to the 403 page; the server refuses their calls anyway.
 */
export function ReviewerOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (!isReviewer(user)) return <Navigate to={`/403?msg=${encodeURIComponent(t('resumes.review.forbidden'))}`} replace />;
  return children;
}
