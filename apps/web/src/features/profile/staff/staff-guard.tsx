import { Role } from '@portal/contracts';
import { Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../shared/current-user.tsx';

/**
 * The console is for student affairs and administrators. The server refuses everyone else on
 * every call; the page says so at once instead of showing an empty table and a system error.
 */
export function StaffGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (user.isAdmin || user.roles.includes(Role.studentAffairs)) return children;
  return (
    <div className="page-width page-block">
      <Result status="403" title={t('profile.staff.forbidden')} data-testid="profile-staff-forbidden" />
    </div>
  );
}
