import type { MobilityFile } from '@portal/contracts';
import type { Queryable } from '../../platform/db/client.ts';
import { findFile } from '../../platform/files/files.repo.ts';
import type { FileStore } from '../../platform/files/file-store.ts';
import { BizError } from '../../platform/http/errors.ts';
import { fileNames } from './mobility.repo.ts';

/**
 * Uploads named in an exemption or a documents list: each must be the caller's own, uploaded under
 * the screen's rule (extension, 10 MB and content checked at upload), or already on the record.
 * Anything else answers 97009 ('save after successful upload') and nothing is written.
 */
export async function checkOwnUploads(tx: Queryable, files: FileStore, ids: readonly string[], ownerId: number, use: 'exemption' | 'visiting', kept: readonly string[]): Promise<void> {
  for (const id of ids) {
    if (kept.includes(id)) continue;
    const f = await findFile(tx, id);
    if (!f || f.ownerId !== ownerId || f.use !== use) throw new BizError('97009');
  }
  await files.attach(tx, ids.filter((id) => !kept.includes(id)), ownerId);
}

/** The ids as the wire's JSON text of {id, fileName, fileUrl}, with signed links for a reader already allowed. */
export async function fileListOf(db: Queryable, files: FileStore, ids: readonly string[]): Promise<MobilityFile[]> {
  const names = await fileNames(db, ids);
  return ids.filter((id) => names.has(id)).map((id) => ({ id, fileName: names.get(id)!, fileUrl: files.uploadLink(id, names.get(id)!) }));
}

export const uniqueIds = (list: readonly MobilityFile[]) => [...new Set(list.map((f) => f.id))];
