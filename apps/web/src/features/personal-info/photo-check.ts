import {
  EMBA_PHOTO_HEIGHT, EMBA_PHOTO_MAX_BYTES, EMBA_PHOTO_WIDTH, MBA_PHOTO_MAX_BYTES, PHOTO_EXTENSIONS, PersonalInfoCode, extensionOf,
  type PersonalInfoPageType,
} from '@portal/contracts';

/** The pixel size the browser decodes; null when it cannot decode the file as an image. */
async function pixelSize(file: Blob): Promise<{ width: number; height: number } | null> {
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return null;
  }
}

/**
 * PROF-V15 before the upload, so the student hears at once what the server would refuse on save:
 * the catalogue code of the first fault, or null. The server judges the stored bytes again.
 */
export async function photoProblem(file: File, pageType: PersonalInfoPageType): Promise<string | null> {
  if (!(PHOTO_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) return PersonalInfoCode.photoFormat;
  if (pageType === 'mba') return file.size > MBA_PHOTO_MAX_BYTES ? PersonalInfoCode.photoTooBig : null;
  if (file.size > EMBA_PHOTO_MAX_BYTES) return PersonalInfoCode.photoDimensions;
  const size = await pixelSize(file);
  if (!size) return PersonalInfoCode.photoFormat;
  return size.width === EMBA_PHOTO_WIDTH && size.height === EMBA_PHOTO_HEIGHT ? null : PersonalInfoCode.photoDimensions;
}
