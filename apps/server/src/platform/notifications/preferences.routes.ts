import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  isMandatoryKind, languageBodySchema, NOTIFICATION_KINDS, notificationKinds, notificationPreferenceSchema, notificationPreferencesBodySchema,
  type NotificationPreference,
} from '@portal/contracts';
import { z } from 'zod';
import { access, authOf } from '../auth/access.ts';
import { ok } from '../http/envelope.ts';
import { BizError } from '../http/errors.ts';
import { reply } from '../http/schemas.ts';
import { preferencesOf, setLanguage, setPreferences } from './preferences.repo.ts';

/** How the signed-in user wants to be told (README 'Preferences'): e-mail per kind, and their language. */
export const preferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['notifications'];
  const list = async (userId: number): Promise<NotificationPreference[]> => {
    const chosen = await preferencesOf(app.db, userId);
    return notificationKinds.map((kind) => {
      const k = NOTIFICATION_KINDS[kind];
      return { kind, label: k.zh, labelEn: k.en, mandatory: k.mandatory, email: k.mandatory || (chosen.get(kind) ?? true) };
    });
  };

  app.get('/notifications/preferences', {
    config: access('user', 'query'),
    schema: { tags, response: reply(z.array(notificationPreferenceSchema)) },
  }, async (req) => ok(await list(authOf(req).userId)));

  app.put('/notifications/preferences', {
    config: access('user', 'edit'),
    schema: { tags, body: notificationPreferencesBodySchema, response: reply(z.array(notificationPreferenceSchema)) },
  }, async (req) => {
    const { userId } = authOf(req);
    if (req.body.preferences.some((p) => !p.email && isMandatoryKind(p.kind))) throw new BizError('99400');
    await setPreferences(app.db, userId, req.body.preferences);
    return ok(await list(userId));
  });

  app.put('/me/language', {
    config: access('user', 'edit'),
    schema: { tags: ['user'], body: languageBodySchema, response: reply(languageBodySchema) },
  }, async (req) => {
    const auth = authOf(req);
    // An administrator acting as someone switches the banner for themselves, not the person's e-mails.
    if (!auth.actorId) await setLanguage(app.db, auth.userId, req.body.language);
    return ok({ language: req.body.language });
  });
};
