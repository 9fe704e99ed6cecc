import { z } from 'zod';
import { dateSchema, idSchema } from '../field-schemas.ts';
import { cutoffTimeSchema, MEAL_MENU_MAX_LENGTH } from './meal-api.ts';

/** The canteen's console (role canteen.admin): menus, daily counts and their export. */

export const mealMenuInputSchema = z.object({
  fileName: z.string().trim().min(1).max(MEAL_MENU_MAX_LENGTH),
  startDate: dateSchema,
  endDate: dateSchema,
  cutoffTime: cutoffTimeSchema,
  surveyID: idSchema.nullable().optional().transform((v) => v ?? null),
});
export type MealMenuInput = z.input<typeof mealMenuInputSchema>;

export const mealMenuAdminRowSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  cutoffTime: z.string(),
  surveyID: z.number().int().nullable(),
  surveyName: z.string().nullable(),
  surveyNameEn: z.string().nullable(),
  reservations: z.number().int(),
  updatedAt: z.string(),
});
export type MealMenuAdminRow = z.infer<typeof mealMenuAdminRowSchema>;

export const mealAdminOptionsSchema = z.object({
  surveys: z.array(z.object({ id: z.number().int(), name: z.string(), nameEn: z.string() })),
  /** Today in the school's zone, by the database clock: the console's default range starts here. */
  today: z.string(),
});

export const mealCountQuerySchema = z.object({ from: dateSchema, to: dateSchema });
export type MealCountQuery = z.infer<typeof mealCountQuerySchema>;

export const mealDayCountSchema = z.object({ date: z.string(), lunch: z.number().int(), dinner: z.number().int() });
export type MealDayCount = z.infer<typeof mealDayCountSchema>;
export const mealCountsSchema = z.object({
  days: z.array(mealDayCountSchema),
  totalLunch: z.number().int(),
  totalDinner: z.number().int(),
});
export type MealCounts = z.infer<typeof mealCountsSchema>;

export const mealExportSchema = z.object({ fileName: z.string(), fileUrl: z.string() });
