import { Role, anonymisedPersonSchema, personIdParamsSchema, personalDataExportSchema, personalDataRulesSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access, authOf } from '../../platform/auth/access.ts';
import type { ModuleContext } from '../../platform/domains/module.ts';
import { ok } from '../../platform/http/envelope.ts';
import { reply } from '../../platform/http/schemas.ts';
import { AnonymiseService } from './anonymise.service.ts';
import { PersonalDataExportService, REMOVE_EXPORT_JOB } from './personal-data-export.service.ts';

/**
 * Who handles one person's whole data (docs/privacy.md 'Who can see it'): administrators and
 * student affairs. People administrators run accounts and roles but do not take a person's whole
 * dossier out of the portal or erase it: fewer hands hold the most sensitive operation.
 */
export const PERSONAL_DATA_STAFF = [Role.studentAffairs];

/** One person's export and anonymisation. Only the numeric id is in the path; nothing personal is in a URL. */
export const personalDataRoutes: FastifyPluginAsyncZod<ModuleContext> = async (app, opts) => {
  const exports = new PersonalDataExportService(app.db, app.files);
  const anonymiser = new AnonymiseService(app.db, opts.registry, {
    years: app.config.ANONYMISE_AFTER_YEARS, storage: app.files.storage,
    onOrphan: (storedName, err) => app.log.error({ err, storedName }, 'bytes of an anonymised person\'s file not removed'),
  });
  app.jobs.register(REMOVE_EXPORT_JOB, async (payload) => {
    if (typeof payload.id === 'string') await app.files.removeGenerated(payload.id);
  });
  const tags = ['people'];
  const params = personIdParamsSchema;

  app.get('/people/personal-data/rules', {
    config: access(PERSONAL_DATA_STAFF, 'get'), schema: { tags, response: reply(personalDataRulesSchema) },
  }, async () => ok(await anonymiser.rules()));

  app.post('/people/:id/export', {
    config: access(PERSONAL_DATA_STAFF, 'export'), schema: { tags, params, response: reply(personalDataExportSchema) },
  }, async (req) => ok(await exports.export(authOf(req), req.params.id, req.routeOptions.url ?? '/api/people/:id/export')));

  app.post('/people/:id/anonymise', {
    config: access(PERSONAL_DATA_STAFF, 'delete'), schema: { tags, params, response: reply(anonymisedPersonSchema) },
  }, async (req) => ok(await anonymiser.anonymise(req.params.id, { auth: authOf(req), path: req.routeOptions.url ?? '/api/people/:id/anonymise' })));
};
