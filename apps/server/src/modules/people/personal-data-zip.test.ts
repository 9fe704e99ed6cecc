import { describe, expect, it } from 'vitest';
import { fileEntryName } from './personal-data-zip.ts';

describe('fileEntryName', () => {
  it('keeps every file under files/, whatever its original name', () => {
    expect(fileEntryName({ id: 'a1', originalName: '简历 cv.pdf' })).toBe('files/a1-简历 cv.pdf');
    expect(fileEntryName({ id: 'a1', originalName: '../../etc/passwd' })).toBe('files/a1-__.._etc_passwd');
    expect(fileEntryName({ id: 'a1', originalName: 'a\\b\u0000c' })).toBe('files/a1-a_b_c');
    expect(fileEntryName({ id: 'a1', originalName: '' })).toBe('files/a1-file');
    expect(fileEntryName({ id: 'a1', originalName: 'x'.repeat(300) })).toHaveLength('files/a1-'.length + 120);
  });
});
