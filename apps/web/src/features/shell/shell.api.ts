import {
  alertNoticeSchema,
  authConfigSchema,
  calendarEventSchema,
  dictionaryItemSchema,
  homeFunctionGroupSchema,
  infoPageSchema,
  noticeDetailSchema,
  noticeRowSchema,
  pageOf,
  tokenResponseSchema,
  userInfoSchema,
} from '@portal/contracts';
import type { AuditLogFilterInput, FieldType, NoticeSave, UserInfo } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { setAccessToken } from '../../shared/auth-session.ts';
import { notifySuccess } from '../../shared/feedback.ts';
import { setIdentitySwapping } from '../../shared/identity-swap.ts';
import { http } from '../../shared/http-client.ts';

/** The one query-key factory of the shell; every mutation invalidates through it. */
export const shellKeys = {
  all: ['shell'] as const,
  authConfig: () => [...shellKeys.all, 'auth-config'] as const,
  user: () => [...shellKeys.all, 'user'] as const,
  functionGroups: (isOutBishop: boolean) => [...shellKeys.all, 'function-groups', isOutBishop] as const,
  globalNotice: () => [...shellKeys.all, 'global-notice'] as const,
  calendar: (year: number) => [...shellKeys.all, 'calendar', year] as const,
  infoPages: () => [...shellKeys.all, 'info-pages'] as const,
  dictionary: (type: string) => [...shellKeys.all, 'dictionary', type] as const,
  privateKey: () => [...shellKeys.all, 'private-key'] as const,
  notices: () => [...shellKeys.all, 'notices'] as const,
  noticeList: (params: NoticeListParams) => [...shellKeys.notices(), 'list', params] as const,
  noticeDetail: (id: number) => [...shellKeys.notices(), 'detail', id] as const,
  auditLog: (filter: AuditLogFilterInput) => [...shellKeys.all, 'audit-log', filter] as const,
};

export interface NoticeListParams {
  fieldType: FieldType | null;
  pageSize: number;
  pageType: string | null;
  studentTypeId: number | null;
  studyEntranceYear: number | null;
  showDirectionKey: string | null;
}

/** The audience filter the notice queries send: the user's own programme data. */
export const noticeAudience = (user: UserInfo) => ({
  pageType: user.pageType,
  studentTypeId: user.studentTypeId,
  studyEntranceYear: user.studyEntranceYear,
  showDirectionKey: user.showDirectionKey,
});

const noticePage = pageOf(noticeRowSchema);
const savedId = z.object({ id: z.number().int() });

export const useAuthConfig = () =>
  useQuery({
    queryKey: shellKeys.authConfig(),
    queryFn: ({ signal }) => http.get('/auth/config', authConfigSchema, { signal }),
    staleTime: Infinity,
  });

export const fetchUserInfo = (signal?: AbortSignal) => http.get('/User/info', userInfoSchema, signal ? { signal } : {});

export const useUserInfo = (enabled: boolean) =>
  useQuery({
    queryKey: shellKeys.user(),
    queryFn: ({ signal }) => fetchUserInfo(signal),
    enabled,
    retry: false,
    staleTime: 5 * 60_000,
    // The route guard turns a failure into the 403 page.
    meta: { ownErrors: true },
  });

export const useFunctionGroups = (isOutBishop: boolean) =>
  useQuery({
    queryKey: shellKeys.functionGroups(isOutBishop),
    queryFn: ({ signal }) =>
      http.get('/User/GetHomePageFunctionalModule', z.array(homeFunctionGroupSchema), { query: { isOutBishop }, signal }),
  });

export const useGlobalNotice = () =>
  useQuery({ queryKey: shellKeys.globalNotice(), queryFn: ({ signal }) => http.get('/notice', alertNoticeSchema, { signal }) });

export const useCalendarEvents = (year: number) =>
  useQuery({
    queryKey: shellKeys.calendar(year),
    queryFn: ({ signal }) => http.get('/calendar/events', z.array(calendarEventSchema), { query: { year }, signal }),
  });

export const useInfoPages = () =>
  useQuery({
    queryKey: shellKeys.infoPages(),
    queryFn: ({ signal }) => http.get('/info-pages', z.array(infoPageSchema), { signal }),
    staleTime: 10 * 60_000,
  });

export const useDictionary = (type: string) =>
  useQuery({
    queryKey: shellKeys.dictionary(type),
    queryFn: ({ signal }) =>
      http.post('/GsmBishopManagement/dataDictionaryByType', z.array(dictionaryItemSchema), undefined, { query: { value: type }, signal }),
    staleTime: 10 * 60_000,
  });

export const usePrivateKey = (enabled: boolean) =>
  useQuery({
    queryKey: shellKeys.privateKey(),
    queryFn: ({ signal }) => http.get('/GsmFile/getPrivateKey', z.string(), { signal }),
    enabled,
    staleTime: 10 * 60_000,
  });

export const useNoticeList = (params: NoticeListParams) =>
  useQuery({
    queryKey: shellKeys.noticeList(params),
    queryFn: ({ signal }) =>
      http.post('/VDNotice/QueryNoticeForStudy', noticePage, { ...params, fieldType: params.fieldType ?? undefined, pageNo: 0 }, { signal }),
  });

export const useNoticeDetail = (id: number, enabled = true) =>
  useQuery({
    queryKey: shellKeys.noticeDetail(id),
    queryFn: ({ signal }) => http.get(`/VDNotice/${id}`, noticeDetailSchema, { signal }),
    enabled: enabled && id > 0,
  });

/** Creates (id 0) or updates a notice. */
export function useSaveNotice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: NoticeSave }) =>
      id > 0 ? http.put(`/GSMNewsReports/${id}`, savedId, body) : http.post('/GSMNewsReports', savedId, body),
    onSuccess: () => client.invalidateQueries({ queryKey: shellKeys.notices() }),
  });
}

export function useDeleteNotice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.del(`/GSMNewsReports/${id}`, z.unknown()),
    onSuccess: () => client.invalidateQueries({ queryKey: shellKeys.notices() }),
  });
}

export function useLogin() {
  return useMutation({
    mutationFn: (body: { username: string; password: string }) =>
      http.post('/auth/login', tokenResponseSchema, body, { noRefresh: true }),
    onSuccess: (token) => setAccessToken(token.accessToken),
  });
}

/**
 * Starting or ending a simulation swaps the acting user: with no page mounted, it resets every
 * cached answer (they belonged to someone else), goes to the home page of the new identity, and says so. All of it here,
 * not in the caller's `mutate` callbacks: the exit button sits in the simulation banner, which
 * unmounts as soon as the user is refetched, and callbacks of an unmounted caller never run (the
 * administrator was left on the student's page, with no word that the simulation had ended).
 */
function useIdentitySwap<V>(call: (v: V) => Promise<{ accessToken: string }>, doneText: string) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: call,
    onSuccess: async (token) => {
      // The page being left unmounts first (identity-swap.ts), so none of its queries is asked again
      // as the new user and refused: an EMBA page left by an administrator showed its refusal thrice.
      flushSync(() => setIdentitySwapping(true));
      try {
        setAccessToken(token.accessToken);
        await client.resetQueries();
        await navigate('/');
      } finally {
        setIdentitySwapping(false);
      }
      notifySuccess(t(doneText));
    },
  });
}

export const useLoginAs = () =>
  useIdentitySwap((email: string) => http.get('/User/loginAsThisUser', tokenResponseSchema, { query: { email: email.trim() } }), 'shell.simulator.started');

export const useExitSimulation = () =>
  useIdentitySwap((_: void) => http.get('/User/logoutCurrentVirtualUser', tokenResponseSchema), 'shell.simulator.ended');
