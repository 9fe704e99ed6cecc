import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mealMenuSchema, mealPageQuerySchema, mealReservationSchema, mealSaveBodySchema, pageOf, Role } from '@portal/contracts';
import { access, authOf } from '../../platform/auth/access.ts';
import { ok } from '../../platform/http/envelope.ts';
import { reply } from '../../platform/http/schemas.ts';
import { mealAdminRoutes } from './meal-admin.routes.ts';
import { MealsService } from './meals.service.ts';

/** Students only: staff have no meals to book (administrators pass every role rule). */
const students = [Role.student];

/** The four meal calls of calls.tsv (BOOK-C08…C11) at their exact paths, then the canteen's console. */
export const mealsRoutes: FastifyPluginAsyncZod = async (app) => {
  const meals = new MealsService(app.db);
  const tags = ['meals'];
  const page = reply(pageOf(mealReservationSchema));

  app.get('/GSMRestaurantStudentMenu', { config: access(students, 'get'), schema: { tags, response: reply(mealMenuSchema) } },
    async (req) => ok(await meals.menu(authOf(req))));
  app.get('/GSMRestaurantStudentReserve', { config: access(students, 'query'), schema: { tags, querystring: mealPageQuerySchema, response: page } },
    async (req) => ok(await meals.current(authOf(req), req.query)));
  app.post('/GSMRestaurantStudentReserve/Save', { config: access(students, 'edit'), schema: { tags, body: mealSaveBodySchema, response: reply(mealReservationSchema) } },
    async (req) => ok(await meals.save(authOf(req), req.body)));
  app.post('/GSMRestaurantStudentReserve/GetPageList', { config: access(students, 'query'), schema: { tags, body: mealPageQuerySchema, response: page } },
    async (req) => ok(await meals.history(authOf(req), req.body)));

  await app.register(mealAdminRoutes);
};
