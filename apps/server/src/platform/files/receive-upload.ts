import type { FastifyRequest } from 'fastify';
import { extensionOf, formatBytes, uploadRules, type UploadUse } from '@portal/contracts';
import { BizError, HttpError } from '../http/errors.ts';
import { sniffMatches } from './sniff.ts';
import { assertSpreadsheetInflatesWithin } from './spreadsheet-guard.ts';
import type { FileStorage } from './storage.ts';

export interface StagedUpload {
  path: string;
  size: number;
  fileName: string;
  ext: string;
  mime: string;
}

/** The longest original name kept; the tail is kept, so the extension survives. */
export const MAX_FILE_NAME = 200;

/** No path separators, and no control characters (a NUL cannot be stored, a line break must not reach a header). */
export const cleanFileName = (name: string) =>
  [...name].map((c) => (c === '\\' || c === '/' || c <= '\u001f' || c === '\u007f' ? '_' : c)).join('').slice(-MAX_FILE_NAME);

/**
 * A broken multipart body (no boundary, cut off, a malformed part header) makes the parser throw a
 * plain Error, which would end as a 500; it is the client's fault, so it is a 400. Errors of our own
 * and those of the system (a full disk carries an errno) keep their meaning.
 */
function asClientError(err: unknown): unknown {
  if (err instanceof BizError || err instanceof HttpError) return err;
  const e = err as { statusCode?: number; errno?: number };
  if (typeof e?.errno === 'number') return err;
  if (typeof e?.statusCode === 'number' && e.statusCode < 500) return err;
  return new HttpError(400, '90003', { detail: 'malformed multipart body' });
}

/**
 * Receives the one file of a multipart request under the rules of its use: the extension list, the
 * size limit and the content sniffed from the bytes must all agree. The file is left staged; the
 * caller keeps it (FileStore.keepUpload) or discards it. A refused or broken upload leaves nothing staged.
 */
export async function receiveUpload(req: FastifyRequest, storage: FileStorage, use: UploadUse): Promise<StagedUpload> {
  const rule = uploadRules[use];
  let staged: { path: string; size: number };
  let fileName: string;
  let ext: string;
  try {
    const part = await req.file({ limits: { fileSize: rule.maxBytes, files: 1 } });
    if (!part) throw new BizError('90013');
    fileName = cleanFileName(part.filename);
    ext = extensionOf(fileName);
    if (!(rule.extensions as readonly string[]).includes(ext)) {
      part.file.resume();
      throw new BizError('90010', { allowed: rule.extensions.join(', ') });
    }
    staged = await storage.stage(part.file);
    if (part.file.truncated || staged.size > rule.maxBytes) {
      await storage.discard(staged.path);
      throw new BizError('90011', { limit: formatBytes(rule.maxBytes) });
    }
  } catch (err) {
    throw asClientError(err);
  }
  const mime = staged.size > 0 ? await sniffMatches(ext, staged.path) : null;
  if (!mime) {
    await storage.discard(staged.path);
    throw new BizError('90012');
  }
  // Sheets of this use are parsed by an import; every such import is guarded here, before exceljs.
  // A posting's docx and xlsx attachments are parsed too, by their preview (careers).
  if (((use === 'spreadsheet' || use === 'roll') && ext === 'xlsx') || (use === 'positionAttachment' && (ext === 'xlsx' || ext === 'docx'))) {
    await assertSpreadsheetInflatesWithin(staged.path).catch(async (err: unknown) => {
      await storage.discard(staged.path);
      throw err;
    });
  }
  return { path: staged.path, size: staged.size, fileName, ext, mime };
}
