import { ResumeKind } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { editorPath, hasBuiltResumes, optimizeBlocked, orderedRows, placeholderRow, publicBlocked } from './resume-rows.ts';

const row = (kind: number, id: number, howComplete = 0) => ({ ...placeholderRow(kind), id, vdResumeBaseId: id, howComplete });

describe('the resume list rows', () => {
  it('come in the order Chinese, English, manual, own PDF, a missing kind standing empty', () => {
    const rows = orderedRows([row(ResumeKind.upload, 9), row(ResumeKind.manual, 3), row(ResumeKind.cn, 1)]);
    expect(rows.map((r) => [r.kind, r.id])).toEqual([[1, 1], [2, 0], [3, 3], [4, 9]]);
    expect(editorPath(rows[0]!)).toBe('/resume/resumeCN/1');
    expect(editorPath(rows[1]!)).toBeNull();
    expect(editorPath(rows[2]!)).toBe('/resume/manual/3');
    expect(editorPath(rows[3]!)).toBeNull();
  });

  it('ask for the resumes to be made only when no Chinese, English or manual resume is there', () => {
    expect(hasBuiltResumes([row(ResumeKind.upload, 9)])).toBe(false);
    expect(hasBuiltResumes([row(ResumeKind.en, 2)])).toBe(true);
  });

  it('open the switches at 80 %, the own PDF its public switch once a file is there', () => {
    expect(publicBlocked(row(ResumeKind.cn, 1, 79))).toBe(true);
    expect(publicBlocked(row(ResumeKind.cn, 1, 80))).toBe(false);
    expect(optimizeBlocked(row(ResumeKind.manual, 3, 80))).toBe(false);
    expect(optimizeBlocked(row(ResumeKind.upload, 9, 100))).toBe(true);
    expect(publicBlocked(row(ResumeKind.upload, 9))).toBe(true);
    expect(publicBlocked({ ...row(ResumeKind.upload, 9), upResumeFileId: 'f1' })).toBe(false);
    expect(publicBlocked({ ...row(ResumeKind.upload, 0), upResumeFileId: 'f1' })).toBe(true);
  });
});
