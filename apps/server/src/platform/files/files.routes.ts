import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { extensionOf, fileRecordSchema, formatBytes, uploadRules, uploadUses } from '@portal/contracts';
import { z } from 'zod';
import { access, authOf } from '../auth/access.ts';
import { storedFiles } from '../db/platform.tables.ts';
import { ok } from '../http/envelope.ts';
import { BizError, HttpError } from '../http/errors.ts';
import { reply } from '../http/schemas.ts';
import type { UrlSigner } from './signed-url.ts';
import { sniffMatches } from './sniff.ts';
import type { FileStorage } from './storage.ts';

export interface FilesRoutesOptions {
  storage: FileStorage;
  signer: UrlSigner;
}

/** Upload with the rules of the screen's use; downloads only through signed links, always as attachments. */
export const filesRoutes: FastifyPluginAsyncZod<FilesRoutesOptions> = async (app, { storage, signer }) => {
  app.post('/api/GsmFile/FileUpLoad', {
    config: access('user', 'add'),
    schema: {
      tags: ['files'],
      querystring: z.object({ use: z.enum(uploadUses as [string, ...string[]]).default('general') }),
      consumes: ['multipart/form-data'],
      response: reply(fileRecordSchema),
    },
  }, async (req) => {
    const auth = authOf(req);
    const rule = uploadRules[req.query.use as keyof typeof uploadRules];
    const part = await req.file({ limits: { fileSize: rule.maxBytes, files: 1 } });
    if (!part) throw new BizError('90013');
    // No path separators, and no control characters (a NUL cannot be stored, a line break must not reach a header).
    const fileName = [...part.filename].map((c) => (c === '\\' || c === '/' || c <= '\u001f' || c === '\u007f' ? '_' : c)).join('').slice(-200);
    const ext = extensionOf(fileName);
    if (!(rule.extensions as readonly string[]).includes(ext)) {
      part.file.resume();
      throw new BizError('90010', { allowed: rule.extensions.join(', ') });
    }
    const staged = await storage.stage(part.file);
    if (part.file.truncated || staged.size > rule.maxBytes) {
      await storage.discard(staged.path);
      throw new BizError('90011', { limit: formatBytes(rule.maxBytes) });
    }
    const mime = staged.size > 0 ? await sniffMatches(ext, staged.path) : null;
    if (!mime) {
      await storage.discard(staged.path);
      throw new BizError('90012');
    }
    const id = randomUUID();
    const storedName = `${id}.${ext}`;
    await storage.keep(staged.path, storedName);
    await app.db.insert(storedFiles).values({ id, ownerId: auth.userId, use: req.query.use, originalName: fileName, storedName, mime, size: staged.size });
    return ok({ id, fileName, fileUrl: signer.sign('uploadfiles', id, fileName) });
  });

  const download = (kind: 'uploadfiles' | 'files') => app.get(`/${kind}/:id/:name`, {
    config: access('public', 'get'),
    schema: {
      tags: ['files'],
      params: z.object({ id: z.string().uuid(), name: z.string() }),
      querystring: z.object({ exp: z.coerce.number().int(), sig: z.string().max(100) }),
    },
  }, async (req, res) => {
    if (!signer.verify(kind, req.params.id, req.query.exp, req.query.sig)) throw new HttpError(403, '90014');
    const [file] = await app.db.select().from(storedFiles).where(eq(storedFiles.id, req.params.id)).limit(1);
    if (!file || (kind === 'files') !== (file.use === 'generated')) throw new HttpError(404, '90005');
    return res
      .header('content-type', file.mime)
      .header('content-length', String(file.size))
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.originalName)}`)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(storage.read(file.storedName));
  });
  download('uploadfiles');
  download('files');
};
