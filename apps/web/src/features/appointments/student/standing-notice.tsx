import { messageText } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert } from 'antd';
import { formatDate } from '../../../shared/date-format.ts';
import { messageLang } from '../../../shared/language.ts';
import { appointmentKeys, appointmentsApi } from '../appointments.api.ts';

/** The no-show block, said before the student picks a slot rather than only when the save is refused (5010). */
export function StandingNotice() {
  const standing = useQuery({ queryKey: appointmentKeys.standing(), queryFn: appointmentsApi.standing });
  const s = standing.data;
  if (!s?.blockedUntil) return null;
  return (
    <Alert type="warning" showIcon style={{ marginBottom: 16 }} data-testid="appointment-blocked"
      title={messageText('5010', messageLang(), { count: s.blockCount, date: formatDate(s.blockedUntil) })} />
  );
}
