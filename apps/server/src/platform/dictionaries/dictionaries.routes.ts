import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dictionaryItemSchema } from '@portal/contracts';
import { z } from 'zod';
import { access } from '../auth/access.ts';
import type { Queryable } from '../db/client.ts';
import { dictionaryItems } from '../db/platform.tables.ts';
import { ok } from '../http/envelope.ts';
import { BizError } from '../http/errors.ts';
import { reply } from '../http/schemas.ts';

export const POLITICAL_TYPE = 'BAEnroll:Political';
export const NATIONALITY_TYPE = 'Nationality';

async function itemsOf(db: Queryable, type: string) {
  const rows = await db.select().from(dictionaryItems).where(eq(dictionaryItems.type, type))
    .orderBy(asc(dictionaryItems.sort), asc(dictionaryItems.id));
  if (rows.length === 0) throw new BizError('90003', { detail: `unknown dictionary type ${type}` });
  return rows;
}

export const dictionariesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['dictionaries'];
  const type = z.string().trim().min(1).max(80);

  app.post('/GsmBishopManagement/dataDictionaryByType', {
    config: access('user', 'query'),
    schema: { tags, querystring: z.object({ value: type }), response: reply(z.array(dictionaryItemSchema)) },
  }, async (req) => {
    const rows = await itemsOf(app.db, req.query.value);
    return ok(rows.map((r) => ({ fieldName: r.fieldName, fieldValue: r.fieldValue, extraProperties: r.extraProperties })));
  });

  app.get('/GSMBAEnrollDic', {
    config: access('user', 'query'),
    schema: { tags, querystring: z.object({ Type: z.literal('Political') }), response: reply(z.array(z.object({ name: z.string(), enName: z.string() }))) },
  }, async () => {
    const rows = await itemsOf(app.db, POLITICAL_TYPE);
    return ok(rows.map((r) => ({ name: r.fieldName, enName: r.extraProperties })));
  });

  app.get('/GSMDataDict/DataDictionaryProc', {
    config: access('user', 'query'),
    schema: {
      tags,
      querystring: z.object({ typeID: z.literal(NATIONALITY_TYPE) }),
      response: reply(z.array(z.object({ id: z.string(), name: z.string(), enName: z.string() }))),
    },
  }, async () => {
    const rows = await itemsOf(app.db, NATIONALITY_TYPE);
    return ok(rows.map((r) => ({ id: r.fieldValue, name: r.fieldName, enName: r.extraProperties })));
  });
};
