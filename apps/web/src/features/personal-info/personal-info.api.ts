import { fileRecordSchema, personalInfoSchema, type PersonalInfoBody } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../shared/http-client.ts';

/** The one query-key factory of the personal-information page. */
export const personalInfoKeys = {
  all: ['personal-info'] as const,
  detail: (userId: number) => [...personalInfoKeys.all, 'detail', userId] as const,
};

/** PROF-C23, C24 at the spec's paths; the contact data travel in the body, never in the URL. */
export const personalInfoApi = {
  get: (userId: number) => http.get(`/GsmSchoolRollStudent/${userId}`, personalInfoSchema),
  save: (userId: number, body: PersonalInfoBody) => http.put(`/GsmSchoolRollStudent/${userId}`, personalInfoSchema, body),
  uploadPhoto: (use: 'embaPhoto' | 'photo', file: Blob) => http.upload(`/GsmFile/FileUpLoad?use=${use}`, file, fileRecordSchema),
};

export const usePersonalInfo = (userId: number) =>
  useQuery({ queryKey: personalInfoKeys.detail(userId), queryFn: () => personalInfoApi.get(userId) });

export function useSavePersonalInfo(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PersonalInfoBody) => personalInfoApi.save(userId, body),
    onSuccess: (data) => client.setQueryData(personalInfoKeys.detail(userId), data),
    onSettled: () => client.invalidateQueries({ queryKey: personalInfoKeys.all }),
  });
}
