import { z } from 'zod';
import { dateSchema, idInputSchema } from '../field-schemas.ts';
import { pageQueryOf } from '../paging.ts';

/** Meal booking (selection.md §2.11, FEATURES BOOK-C08…C11, K03): page size 30, dates YYYY-MM-DD. */
export const MEAL_PAGE_SIZE = 30;
/** The daily counts cover at most this many days (one school year and a bit). */
export const MEAL_COUNT_MAX_DAYS = 370;
/** The menu text (HTML) may hold a small table and a picture link or two, never a document. */
export const MEAL_MENU_MAX_LENGTH = 50_000;
/** Cut-off time of day, 'HH:mm' in the school's zone; 24:00 is midnight at the end of the day. */
export const cutoffTimeSchema = z.string().max(5).regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, 'HH:mm');

/**
 * BOOK-N05 the menu (`fileName` is its rich content), with what the page needs to judge dates by
 * the server's clock: the first and last date a student may still book, and the cut-off time.
 */
export const mealMenuSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  cutoffTime: z.string(),
  /** The first date whose cut-off has not passed (null: nothing left to book on this menu). */
  bookableFrom: z.string().nullable(),
  bookableTo: z.string(),
  surveyID: z.number().int().nullable(),
  surveyAssignmentId: z.number().int().nullable(),
  /** The student is asked to answer the menu's survey and its window is open. */
  surveyOpen: z.boolean(),
});
export type MealMenu = z.infer<typeof mealMenuSchema>;

/** BOOK-N06 a reservation; `editable` is the edit window judged by the database clock. */
export const mealReservationSchema = z.object({
  id: z.number().int(),
  reserveDate: z.string(),
  isReserveLunch: z.boolean(),
  isReservedinner: z.boolean(),
  menuId: z.number().int(),
  editable: z.boolean(),
});
export type MealReservation = z.infer<typeof mealReservationSchema>;

/** The form's 1/0 arrive as booleans (BOOK-K03); 1 and 0 are taken too. */
const mealFlag = z.union([z.boolean(), z.literal(1), z.literal(0)]).transform(Boolean);

/** BOOK-C10: no id (or 0) books a new date; an id edits that reservation, whose date is locked. */
export const mealSaveBodySchema = z.object({
  id: z.union([idInputSchema, z.literal(0), z.null()]).optional().transform((v) => (v ? v : null)),
  reserveDate: dateSchema,
  isReserveLunch: mealFlag,
  isReservedinner: mealFlag,
  menuId: z.union([idInputSchema, z.null()]).optional(),
});
export type MealSaveBody = z.input<typeof mealSaveBodySchema>;

/** BOOK-C09 / C11: the paged query, 30 a page. */
export const mealPageQuerySchema = pageQueryOf(MEAL_PAGE_SIZE);
