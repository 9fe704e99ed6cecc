import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calendarEventSchema, infoPageSchema } from '@portal/contracts';
import { z } from 'zod';
import { access, authOf } from '../../platform/auth/access.ts';
import { findUserById } from '../../platform/auth/auth.repo.ts';
import { ok } from '../../platform/http/envelope.ts';
import { notAuthorised } from '../../platform/http/errors.ts';
import { sanitizeRichText } from '../../platform/http/sanitize.ts';
import { reply } from '../../platform/http/schemas.ts';
import type { ModuleContext } from '../../platform/domains/module.ts';
import { eventsOfYear } from './calendar.ts';
import { infoPages } from './shell.tables.ts';

export const homeRoutes: FastifyPluginAsyncZod<ModuleContext> = async (app, { registry }) => {
  const tags = ['home'];

  app.get('/calendar/events', {
    config: access('user', 'query'),
    schema: { tags, querystring: z.object({ year: z.coerce.number().int().min(1990).max(2100) }), response: reply(z.array(calendarEventSchema)) },
  }, async (req) => {
    const user = await findUserById(app.db, authOf(req).userId);
    if (!user) throw notAuthorised();
    return ok(await eventsOfYear(registry.calendar, app.db, user, req.query.year));
  });

  app.get('/info-pages', {
    config: access('public', 'query'),
    schema: { tags, response: reply(z.array(infoPageSchema)) },
  }, async () => {
    const rows = await app.db.select().from(infoPages).orderBy(asc(infoPages.sort));
    return ok(rows.map((r) => ({ key: r.key, title: r.title, enTitle: r.enTitle, content: sanitizeRichText(r.content), enContent: sanitizeRichText(r.enContent) })));
  });
};
