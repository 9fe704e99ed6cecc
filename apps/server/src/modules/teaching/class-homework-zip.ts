import type { Readable } from 'node:stream';
import type { FileStorage } from '../../platform/files/storage.ts';
import { safeZipName, zipStream } from '../../platform/files/zip-stream.ts';

/** The zip of a class's homework (README 'Class homework'): one entry per handed-in file. */

export interface HomeworkFile {
  studentId: number;
  studentNumber: string | null;
  name: string;
  originalName: string;
  storedName: string;
}

/**
 * `<studentNumber>_<name>_<original name>`: the number sorts the files as the roster does and keeps
 * the names unique (one file per student); separators and control characters are replaced, so no
 * entry climbs out of the folder it is unpacked in.
 */
export function homeworkEntryName(f: Pick<HomeworkFile, 'studentId' | 'studentNumber' | 'name' | 'originalName'>): string {
  return safeZipName(`${f.studentNumber || `id${f.studentId}`}_${f.name}_${f.originalName}`, 200);
}

export function homeworkZip(
  of: { courseNumber: string; className: string; day: string }, files: readonly HomeworkFile[], missing: readonly HomeworkFile[], storage: FileStorage,
): { stream: Readable; fileName: string } {
  const buffers = new Map<string, Buffer>();
  if (missing.length) {
    const lines = missing.map((f) => `${homeworkEntryName(f)}\n`).join('');
    buffers.set('missing-files.txt', Buffer.from(`# 文件已丢失 / Files whose bytes are lost\n${lines}`));
  }
  const stream = zipStream({ buffers, files: files.map((f) => ({ entryName: homeworkEntryName(f), storedName: f.storedName })) }, storage);
  return { stream, fileName: safeZipName(`homework-${of.courseNumber}-${of.className}-${of.day}.zip`, 150) };
}
