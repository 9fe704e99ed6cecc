import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calendarFeedSchema } from '@portal/contracts';
import { z } from 'zod';
import { access, authOf } from '../../platform/auth/access.ts';
import type { ModuleContext } from '../../platform/domains/module.ts';
import { ok } from '../../platform/http/envelope.ts';
import { reply } from '../../platform/http/schemas.ts';
import { CalendarFeedService } from './calendar-feed.service.ts';

/** The personal calendar feed: its state and regeneration for the signed-in user, and the feed itself. */
export const calendarFeedRoutes: FastifyPluginAsyncZod<ModuleContext> = async (app, { registry }) => {
  const service = new CalendarFeedService(app.db, registry.calendar, app.config.PUBLIC_URL);
  const tags = ['home'];

  app.get('/calendar/feed', { config: access('user', 'get'), schema: { tags, response: reply(calendarFeedSchema) } },
    async (req) => ok(await service.state(authOf(req).userId)));

  app.post('/calendar/feed/regenerate', { config: access('user', 'edit'), schema: { tags, response: reply(calendarFeedSchema) } },
    // Without PUBLIC_URL the link names the address the user reached the portal by, not a default
    // localhost:8080 that a calendar app elsewhere could not fetch.
    async (req) => ok(await service.regenerate(authOf(req).userId, app.config.publicUrlSet ? app.config.PUBLIC_URL : `${req.protocol}://${req.host}`)));

  // A calendar app sends no bearer token: the secret in the file name (<secret>.ics) is the
  // credential, as in the secret address of other calendars' feeds. Limited per
  // address, so the secrets cannot be guessed at speed.
  app.get('/calendar/feed/:file', {
    config: { ...access('public', 'get'), rateLimit: { max: 60, timeWindow: '1 minute' } },
    schema: { tags, params: z.object({ file: z.string().max(120) }) },
  }, async (req, res) => {
    const ics = await service.calendarOf(req.params.file);
    return res.header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', 'inline; filename="portal.ics"')
      .header('cache-control', 'private, no-store')
      .send(ics);
  });
};
