import {
  deliveryLogPageSchema, notificationKindsSchema, notificationPageSchema, notificationPreferenceSchema,
  type DeliveryStatus, type NotificationPreference,
} from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../../shared/http-client.ts';

/** The in-app notifications' calls (server: platform/notifications/notifications.routes.ts). */
export interface NotificationFilter {
  kind?: string | undefined;
  unreadOnly?: boolean;
}

/** The delivery log's filters (server: platform/notifications/delivery-log.routes.ts). */
export interface DeliveryFilter {
  eventKey?: string;
  kind?: string;
  status?: DeliveryStatus;
}

const readSchema = z.object({ read: z.number().int() });
const preferencesSchema = z.array(notificationPreferenceSchema);

export const notificationsApi = {
  list: (filter: NotificationFilter, page: { pageNo: number; pageSize: number }, signal?: AbortSignal) =>
    http.get('/notifications', notificationPageSchema, {
      query: { pageNo: page.pageNo, pageSize: page.pageSize, kind: filter.kind, unreadOnly: filter.unreadOnly ? 'true' : undefined },
      signal,
    }),
  kinds: (signal?: AbortSignal) => http.get('/notifications/kinds', notificationKindsSchema, { signal }),
  read: (id: number) => http.post(`/notifications/${id}/read`, readSchema),
  readAll: () => http.post('/notifications/read-all', readSchema),
  /** Every kind with its labels, whether it is mandatory and whether the caller gets it by e-mail (preferences.routes.ts). */
  preferences: (signal?: AbortSignal) => http.get('/notifications/preferences', preferencesSchema, { signal }),
  savePreferences: (preferences: Pick<NotificationPreference, 'kind' | 'email'>[]) =>
    http.put('/notifications/preferences', preferencesSchema, { preferences }),
  deliveries: (filter: DeliveryFilter, page: { pageNo: number; pageSize: number }, signal?: AbortSignal) =>
    http.get('/admin/notifications/deliveries', deliveryLogPageSchema, { query: { ...filter, pageNo: page.pageNo, pageSize: page.pageSize }, signal }),
};

/** The one key factory of the notifications; marking read invalidates all of them (the bell, home, the list). */
export const notificationKeys = {
  all: ['notifications'] as const,
  latest: () => [...notificationKeys.all, 'latest'] as const,
  unreadLatest: () => [...notificationKeys.all, 'unread-latest'] as const,
  list: (filter: NotificationFilter) => [...notificationKeys.all, 'list', filter] as const,
  kinds: () => [...notificationKeys.all, 'kinds'] as const,
  preferences: () => [...notificationKeys.all, 'preferences'] as const,
  deliveries: (filter: DeliveryFilter) => [...notificationKeys.all, 'deliveries', filter] as const,
};

/** How often the bell asks again; TanStack Query skips the interval while the tab is hidden. */
export const BELL_REFRESH_MS = 60_000;
/** How many the bell's drop-down and the home card show. */
export const LATEST_COUNT = 5;

/**
 * The newest few and the unread count, for the bell: every minute while the tab is visible and
 * when the window regains focus. A failed poll stays silent; the next one tries again.
 */
export const useLatestNotifications = () =>
  useQuery({
    queryKey: notificationKeys.latest(),
    queryFn: ({ signal }) => notificationsApi.list({}, { pageNo: 0, pageSize: LATEST_COUNT }, signal),
    refetchInterval: BELL_REFRESH_MS,
    refetchOnWindowFocus: true,
    staleTime: 0,
    meta: { ownErrors: true },
  });

/** The newest unread ones, for the home page's card. */
export const useUnreadNotifications = () =>
  useQuery({
    queryKey: notificationKeys.unreadLatest(),
    queryFn: ({ signal }) => notificationsApi.list({ unreadOnly: true }, { pageNo: 0, pageSize: LATEST_COUNT }, signal),
    meta: { ownErrors: true },
  });

export const useNotificationKinds = () =>
  useQuery({ queryKey: notificationKeys.kinds(), queryFn: ({ signal }) => notificationsApi.kinds(signal) });

/** The kinds with their labels: the settings page's rows, and the delivery log's kind names. */
export const useNotificationPreferences = () =>
  useQuery({ queryKey: notificationKeys.preferences(), queryFn: ({ signal }) => notificationsApi.preferences(signal) });

/** Saving e-mail choices: the page shows what the server answered, which is the whole list again. */
export function useSavePreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: notificationsApi.savePreferences,
    onSuccess: (saved) => client.setQueryData(notificationKeys.preferences(), saved),
  });
}

/** A read mark: the bell, the home card and the list all ask again at once. */
export function useNotificationMutation<V, R>(fn: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => client.invalidateQueries({ queryKey: notificationKeys.all }) });
}
