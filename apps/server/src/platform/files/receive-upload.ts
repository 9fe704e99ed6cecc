import type { FastifyRequest } from 'fastify';
import { extensionOf, formatBytes, uploadRules, type UploadUse } from '@portal/contracts';
import { BizError } from '../http/errors.ts';
import { sniffMatches } from './sniff.ts';
import type { FileStorage } from './storage.ts';

export interface StagedUpload {
  path: string;
  size: number;
  fileName: string;
  ext: string;
  mime: string;
}

/**
 * Receives the one file of a multipart request under the rules of its use: the extension list, the
 * size limit and the content sniffed from the bytes must all agree. The file is left staged; the
 * caller keeps it (storage.keep) or discards it.
 */
export async function receiveUpload(req: FastifyRequest, storage: FileStorage, use: UploadUse): Promise<StagedUpload> {
  const rule = uploadRules[use];
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
  return { path: staged.path, size: staged.size, fileName, ext, mime };
}
