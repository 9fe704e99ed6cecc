import { open } from 'node:fs/promises';
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

/**
 * A CSV has no magic bytes: its first 64 KB must be text (no NUL byte, no other control character
 * than tab and line ends) and not a file type that file-type recognises (a zip or a PDF renamed).
 * UTF-8 and GB18030 both pass; which one it is, the reader decides.
 */
async function looksLikeText(path: string): Promise<boolean> {
  const file = await open(path, 'r');
  try {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(64 * 1024), 0, 64 * 1024, 0);
    for (const b of buffer.subarray(0, bytesRead)) if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d) return false;
  } finally {
    await file.close();
  }
  return !(await fileTypeFromFile(path));
}

/** The MIME type to store when the content agrees with the extension, else null. */
export async function sniffMatches(ext: string, path: string): Promise<string | null> {
  if (ext === 'csv') return (await looksLikeText(path)) ? 'text/csv' : null;
  const allowed = expected[ext];
  if (!allowed) return null;
  const found = await fileTypeFromFile(path);
  return found && allowed.includes(found.ext) ? (mimes[ext] ?? found.mime) : null;
}
