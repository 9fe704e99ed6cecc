import { fileTypeFromFile } from 'file-type';

/**
 * What the bytes must look like for each extension. Old Office formats are all OLE compound files
 * ('cfb'); the OOXML ones are recognised by their zip entries.
 */
const expected: Record<string, string[]> = {
  jpg: ['jpg'], jpeg: ['jpg'], png: ['png'], gif: ['gif'], pdf: ['pdf'],
  mp4: ['mp4', 'm4v', 'mov'],
  doc: ['cfb'], xls: ['cfb'], ppt: ['cfb'],
  docx: ['docx'], xlsx: ['xlsx'], pptx: ['pptx'],
};

const mimes: Record<string, string> = {
  jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', gif: 'image/gif', pdf: 'application/pdf', mp4: 'video/mp4',
  doc: 'application/msword', xls: 'application/vnd.ms-excel', ppt: 'application/vnd.ms-powerpoint',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

/** The MIME type to store when the content agrees with the extension, else null. */
export async function sniffMatches(ext: string, path: string): Promise<string | null> {
  const allowed = expected[ext];
  if (!allowed) return null;
  const found = await fileTypeFromFile(path);
  return found && allowed.includes(found.ext) ? (mimes[ext] ?? found.mime) : null;
}
