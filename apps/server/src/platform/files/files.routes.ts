import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileRecordSchema, uploadUses, type UploadUse } from '@portal/contracts';
import { z } from 'zod';
import { access, authOf } from '../auth/access.ts';
import { ok } from '../http/envelope.ts';
import { HttpError } from '../http/errors.ts';
import { reply } from '../http/schemas.ts';
import { REMOVE_UNATTACHED_JOB, type FileStore } from './file-store.ts';
import { findFile, type StoredFileRow } from './files.repo.ts';
import { receiveUpload } from './receive-upload.ts';
import type { UrlSigner } from './signed-url.ts';

export interface FilesRoutesOptions {
  store: FileStore;
  signer: UrlSigner;
}

/** Upload with the rules of the screen's use; downloads only through signed links, always as attachments. */
export const filesRoutes: FastifyPluginAsyncZod<FilesRoutesOptions> = async (app, { store, signer }) => {
  // The platform's files have no module descriptor; their one job is registered with their routes.
  app.jobs.register(REMOVE_UNATTACHED_JOB, async (payload) => {
    if (typeof payload.id === 'string') await store.removeIfUnattached(payload.id);
  });

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
    const staged = await receiveUpload(req, store.storage, req.query.use as UploadUse);
    return ok(await store.keepUpload(staged, auth.userId, req.query.use));
  });

  // Opened before any header is set: a row whose bytes the store lacks is answered with the
  // envelope, not with a broken attachment, and logged, since it means lost data.
  const bytesOf = async (file: StoredFileRow, log: FastifyBaseLogger) => {
    const bytes = await store.storage.open(file.storedName);
    if (bytes) return bytes;
    log.error({ fileId: file.id }, 'the file store has no bytes for a stored file');
    throw new HttpError(404, '90005');
  };

  const download = (kind: 'uploadfiles' | 'files') => app.get(`/${kind}/:id/:name`, {
    config: access('public', 'get'),
    schema: {
      tags: ['files'],
      // The name is at most 100 characters once encoded (urlName), so decoded it is never longer.
      params: z.object({ id: z.string().uuid().max(36), name: z.string().max(100) }),
      // exp is in epoch seconds, past int32 in 2038: digits in a bounded string, not an int32.
      querystring: z.object({ exp: z.string().max(12).regex(/^\d{1,12}$/).transform(Number), sig: z.string().max(100) }),
    },
  }, async (req, res) => {
    if (!signer.verify(kind, req.params.id, req.query.exp, req.query.sig)) throw new HttpError(403, '90014');
    const file = await findFile(app.db, req.params.id);
    if (!file || (kind === 'files') !== (file.use === 'generated')) throw new HttpError(404, '90005');
    const bytes = await bytesOf(file, req.log);
    return res
      .header('content-type', file.mime)
      .header('content-length', String(file.size))
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.originalName)}`)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(bytes);
  });
  download('uploadfiles');
  download('files');

  // A PDF shown in the page (a posting's attachment, a resume preview the portal generated). The
  // sandbox CSP gives the document an opaque origin with no scripts, so a crafted PDF or a file lying
  // about its type cannot act as the portal; only rows stored as PDF (uploads sniffed) are served.
  app.get('/inline/:id/:name', {
    config: access('public', 'get'),
    schema: {
      tags: ['files'],
      params: z.object({ id: z.string().uuid().max(36), name: z.string().max(100) }),
      querystring: z.object({ exp: z.string().max(12).regex(/^\d{1,12}$/).transform(Number), sig: z.string().max(100) }),
    },
  }, async (req, res) => {
    if (!signer.verify('inline', req.params.id, req.query.exp, req.query.sig)) throw new HttpError(403, '90014');
    const file = await findFile(app.db, req.params.id);
    if (!file || file.mime !== 'application/pdf') throw new HttpError(404, '90005');
    const bytes = await bytesOf(file, req.log);
    return res
      .header('content-type', 'application/pdf')
      .header('content-length', String(file.size))
      .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.originalName)}`)
      .header('content-security-policy', 'sandbox')
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(bytes);
  });
};
