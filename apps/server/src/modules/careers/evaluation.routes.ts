import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Role, evaluationSettingsInputSchema, evaluationSettingsSchema } from '@portal/contracts';
import { access, authOf } from '../../platform/auth/access.ts';
import { ok } from '../../platform/http/envelope.ts';
import { reply } from '../../platform/http/schemas.ts';
import { EvaluationService } from './evaluation.service.ts';

/**
 * The professional evaluation's settings (README 'Professional evaluation'); not in calls.tsv, the
 * legacy page had them built in (gap CAR-G07). Any signed-in user reads them; the career office saves.
 */
export const evaluationRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new EvaluationService(app.db);
  const tags = ['careers: professional evaluation'];

  app.get('/career/evaluation-settings', {
    config: access('user', 'get'),
    schema: { tags, response: reply(evaluationSettingsSchema) },
  }, async () => ok(await service.settings()));

  app.put('/career-admin/evaluation-settings', {
    config: access([Role.careerAdmin], 'edit'),
    schema: { tags, body: evaluationSettingsInputSchema, response: reply(evaluationSettingsSchema) },
  }, async (req) => ok(await service.save(authOf(req), req.body)));
};
