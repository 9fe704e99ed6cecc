import { applicantRowSchema, applyStateSchema, fileRecordSchema, myApplicationSchema } from '@portal/contracts';
import type { ApplicationStatus, ApplyBody } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../../shared/http-client.ts';

/** The query keys of applying to postings (README 'Applications'); every write invalidates through `all`. */
export const applicationKeys = {
  all: ['careers', 'applications'] as const,
  state: (positionId: number) => [...applicationKeys.all, 'state', positionId] as const,
  mine: () => [...applicationKeys.all, 'mine'] as const,
  applicants: (positionId: number) => [...applicationKeys.all, 'applicants', positionId] as const,
};

export const applicationsApi = {
  state: (positionId: number) => http.get(`/career/positions/${positionId}/my-application`, applyStateSchema),
  apply: (v: { positionId: number; body: ApplyBody }) => http.post(`/career/positions/${v.positionId}/apply`, myApplicationSchema, v.body),
  mine: () => http.get('/career/applications/mine', z.array(myApplicationSchema)),
  applicants: (positionId: number) => http.get(`/career-admin/positions/${positionId}/applicants`, z.array(applicantRowSchema)),
  move: (v: { id: number; status: ApplicationStatus }) => http.put(`/career-admin/applications/${v.id}/status`, applicantRowSchema, { status: v.status }),
  exportApplicants: (positionId: number) => http.post(`/career-admin/positions/${positionId}/applicants/export`, fileRecordSchema, undefined),
};

export const useApplyState = (positionId: number, enabled: boolean) =>
  useQuery({ queryKey: applicationKeys.state(positionId), queryFn: () => applicationsApi.state(positionId), enabled: enabled && positionId > 0, retry: false });
export const useMyApplications = () => useQuery({ queryKey: applicationKeys.mine(), queryFn: applicationsApi.mine });
export const useApplicants = (positionId: number) =>
  useQuery({ queryKey: applicationKeys.applicants(positionId), queryFn: () => applicationsApi.applicants(positionId), enabled: positionId > 0 });

export function useApplicationMutation<V, R>(fn: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => client.invalidateQueries({ queryKey: applicationKeys.all }) });
}
