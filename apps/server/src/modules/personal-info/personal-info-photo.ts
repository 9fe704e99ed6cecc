import { EMBA_PHOTO_HEIGHT, EMBA_PHOTO_MAX_BYTES, EMBA_PHOTO_WIDTH, MBA_PHOTO_MAX_BYTES, type PersonalInfoPageType } from '@portal/contracts';
import type { Queryable } from '../../platform/db/client.ts';
import type { FileStore } from '../../platform/files/file-store.ts';
import { findFile } from '../../platform/files/files.repo.ts';
import { imageSize } from '../../platform/files/image-size.ts';
import { BizError } from '../../platform/http/errors.ts';

const IMAGE_MIMES: Record<string, string> = { png: 'image/png', jpeg: 'image/jpeg' };

/**
 * PROF-V15 / K05, judged on the stored bytes: a JPEG or PNG by content (98903), then the
 * programme's limits — EMBA under 1 MB and exactly 447×626 px (98904), MBA at most 2 MB (98905).
 * The upload itself already passed its use's extension, size and sniff checks; this holds for any
 * file id the body names, including a photo saved earlier from the resume.
 */
export async function checkPhoto(db: Queryable, files: FileStore, fileId: string, pageType: PersonalInfoPageType): Promise<void> {
  const row = await findFile(db, fileId);
  const bytes = row ? await files.bytes(fileId) : null;
  const size = bytes ? imageSize(bytes) : null;
  if (!row || !bytes || !size || row.mime !== IMAGE_MIMES[size.format]) throw new BizError('98903');
  if (pageType === 'emba') {
    if (bytes.length > EMBA_PHOTO_MAX_BYTES || size.width !== EMBA_PHOTO_WIDTH || size.height !== EMBA_PHOTO_HEIGHT) throw new BizError('98904');
  } else if (bytes.length > MBA_PHOTO_MAX_BYTES) {
    throw new BizError('98905');
  }
}
