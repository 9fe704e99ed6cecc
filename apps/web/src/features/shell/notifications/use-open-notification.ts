import type { Notification } from '@portal/contracts';
import { useNavigate } from 'react-router';
import { notifyError } from '../../../shared/feedback.ts';
import { notificationsApi, useNotificationMutation } from './notifications.api.ts';

/**
 * Opens a notification: marks it read (the bell's count and the lists ask again at once) and goes
 * to its record, or to the list when it has none. Shared by the bell, the home card and the list; no antd here, so home stays light.
 */
export function useOpenNotification() {
  const navigate = useNavigate();
  const read = useNotificationMutation(notificationsApi.read);
  return (n: Notification) => {
    if (!n.readAt) read.mutateAsync(n.id).catch((err: unknown) => notifyError(err));
    // A notice without a record of its own opens the list, where it can be read whole.
    void navigate(n.link ?? '/notifications');
  };
}
