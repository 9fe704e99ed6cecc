import {
  mealAdminOptionsSchema, mealCountsSchema, mealExportSchema, mealMenuAdminRowSchema, mealMenuSchema, mealReservationSchema, pageOf,
} from '@portal/contracts';
import type { MealCountQuery, MealMenuInput, MealSaveBody } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../shared/http-client.ts';
import type { PageRequest } from '../../shared/paged-request.ts';

/** The one query-key factory of the meal pages; every save invalidates through it. */
export const mealKeys = {
  all: ['meals'] as const,
  menu: () => [...mealKeys.all, 'menu'] as const,
  current: () => [...mealKeys.all, 'current'] as const,
  history: () => [...mealKeys.all, 'history'] as const,
  admin: () => [...mealKeys.all, 'admin'] as const,
  menus: () => [...mealKeys.admin(), 'menus'] as const,
  options: () => [...mealKeys.admin(), 'options'] as const,
  counts: (q: MealCountQuery) => [...mealKeys.admin(), 'counts', q] as const,
};

const page = pageOf(mealReservationSchema);
const pageQuery = (r: PageRequest) => ({
  pageNo: r.pageNo, pageSize: r.pageSize, orderBy: r.orderBy, sort: r.sort, queryText: r.queryText, conModels: JSON.stringify(r.conModels),
});

/** BOOK-C08…C11 at their exact paths, and the canteen's console (server README 'Canteen'). */
export const mealsApi = {
  menu: () => http.get('/GSMRestaurantStudentMenu', mealMenuSchema.nullable()),
  current: (r: PageRequest, signal?: AbortSignal) => http.get('/GSMRestaurantStudentReserve', page, { query: pageQuery(r), signal }),
  save: (body: MealSaveBody) => http.post('/GSMRestaurantStudentReserve/Save', mealReservationSchema, body),
  history: (r: PageRequest, signal?: AbortSignal) => http.post('/GSMRestaurantStudentReserve/GetPageList', page, r, { signal }),

  options: () => http.get('/meals-admin/options', mealAdminOptionsSchema),
  menus: (r: PageRequest, signal?: AbortSignal) => http.post('/meals-admin/menus/list', pageOf(mealMenuAdminRowSchema), r, { signal }),
  saveMenu: (v: { id: number | null; input: MealMenuInput }) =>
    (v.id === null ? http.post('/meals-admin/menus', z.object({ id: z.number() }), v.input) : http.put(`/meals-admin/menus/${v.id}`, z.object({ id: z.number() }), v.input)),
  deleteMenu: (id: number) => http.del(`/meals-admin/menus/${id}`, z.null()),
  counts: (q: MealCountQuery) => http.get('/meals-admin/counts', mealCountsSchema, { query: q }),
  exportCounts: (q: MealCountQuery) => http.post('/meals-admin/counts/export', mealExportSchema, q),
};

export const useMealMenu = () => useQuery({ queryKey: mealKeys.menu(), queryFn: mealsApi.menu });

/** A write of the meal pages: everything of meals is read again afterwards (lists, menu, counts). */
export function useMealMutation<V, R>(fn: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => client.invalidateQueries({ queryKey: mealKeys.all }) });
}
