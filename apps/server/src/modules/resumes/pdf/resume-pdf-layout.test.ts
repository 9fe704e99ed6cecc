import { sep } from 'node:path';
import { SECTIONS_OF_TYPE } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { bulkyResumeInput, manualInput, resumeInput } from './pdf-test-data.ts';
import { readPdf } from './pdf-test-reader.ts';
import { NOTO_SANS_SC_BOLD_PATH, NOTO_SANS_SC_REGULAR_PATH } from './resume-pdf-fonts.ts';
import { layoutResumePdf } from './resume-pdf-layout.ts';
import type { ResumePdfInput } from './resume-pdf.types.ts';

const TYPES = [1, 2, 3] as const;
const cjk = (s: string) => [...s].filter((c) => /\p{Script=Han}/u.test(c));
/** Every text the PDF shows: the sections of the student type, or the whole manual. */
const shownText = (input: ResumePdfInput) => JSON.stringify(input.resume
  ? SECTIONS_OF_TYPE[input.studentType].map((section) => input.resume![section])
  : input.manual);

// The first layout loads 20 MB of fonts: generous limits for a busy machine.
describe('layoutResumePdf: one page for a full résumé', { timeout: 30_000 }, () => {
  for (const kind of [1, 2] as const) {
    for (const type of TYPES) {
      it(`kind ${kind}, student type ${type}`, async () => {
        const r = await layoutResumePdf(resumeInput(kind, type));
        expect(Buffer.from(r.bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
        expect(r.pages).toBe(1);
        expect(r.overflowMm).toBe(0);
      });
    }
  }
  for (const type of TYPES) {
    it(`the manual of student type ${type}`, async () => {
      const r = await layoutResumePdf(manualInput(type));
      expect(r).toMatchObject({ pages: 1, overflowMm: 0 });
    });
  }
});

describe('layoutResumePdf: overflow', () => {
  it('measures how far too much content runs past the first page, growing with the content', async () => {
    const some = await layoutResumePdf(bulkyResumeInput(3));
    const more = await layoutResumePdf(bulkyResumeInput(6));
    expect(some.pages).toBeGreaterThan(1);
    expect(some.overflowMm).toBeGreaterThan(0);
    expect(more.pages).toBeGreaterThanOrEqual(some.pages);
    expect(more.overflowMm).toBeGreaterThan(some.overflowMm);
    // Whole pages after the first count their usable height: 297 − 2 × 15 mm.
    expect(more.overflowMm).toBeGreaterThan((more.pages - 2) * 267);
    expect(more.overflowMm).toBeLessThanOrEqual((more.pages - 1) * 267);
  });
});

describe('layoutResumePdf: font', () => {
  it('embeds Noto Sans SC from its npm package and nothing else', async () => {
    expect(NOTO_SANS_SC_REGULAR_PATH).toContain(['node_modules', '@expo-google-fonts', 'noto-sans-sc', '400Regular', 'NotoSansSC_400Regular.ttf'].join(sep));
    expect(NOTO_SANS_SC_BOLD_PATH).toContain(['node_modules', '@expo-google-fonts', 'noto-sans-sc', ''].join(sep));
    const pdf = readPdf((await layoutResumePdf(resumeInput(1, 1))).bytes);
    expect(pdf.baseFonts.length).toBeGreaterThan(0);
    for (const name of [...pdf.baseFonts, ...pdf.fontNames]) expect(name).toMatch(/^[A-Z]{6}\+NotoSansSC-(Regular|Bold)$/);
  });

  it('maps every Chinese character of a résumé and of a manual in its ToUnicode maps', async () => {
    for (const input of [resumeInput(1, 1), resumeInput(1, 3), manualInput(3), manualInput(1)]) {
      const pdf = readPdf((await layoutResumePdf(input)).bytes);
      const missing = cjk(shownText(input)).filter((c) => !pdf.mapped.has(c.codePointAt(0)!));
      expect(missing).toEqual([]);
    }
  });
});

describe('layoutResumePdf: content', () => {
  it('prints the sections of the student type in the editor order, with Chinese headings', async () => {
    const { text } = readPdf((await layoutResumePdf(resumeInput(1, 1))).bytes);
    const at = ['李明远', '教育背景', '实习经历', '实践经历', '获奖情况', '证书', '技能与兴趣'].map((h) => text.indexOf(h));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    // Type 1 shows neither work experience nor core competencies.
    expect(text).not.toContain('工作经历');
    expect(text).not.toContain('核心竞争力');
    expect(text).toContain('2025.03 – 至今');
    expect(text).toContain('政治面貌：中共党员');
  });

  it('uses English headings and Present on an English résumé', async () => {
    const { text } = readPdf((await layoutResumePdf(resumeInput(2, 3))).bytes);
    const at = ['Core Competencies', 'Education', 'Experience', 'Work Experience', 'Skills'].map((h) => text.indexOf(h));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(text).toContain('2025.03 – Present');
    expect(text).not.toContain('CPC member');
    expect(readPdf((await layoutResumePdf(resumeInput(2, 2))).bytes).text).toContain('Activities');
  });

  it('leaves out an empty section and an entry with no text', async () => {
    const input = resumeInput(1, 1);
    input.resume!.award = [];
    input.resume!.activityPractice = [{ startDate: null, endDate: null, name: '', address: '', description: '  ' }];
    const { text } = readPdf((await layoutResumePdf(input)).bytes);
    expect(text).not.toContain('获奖情况');
    expect(text).not.toContain('实践经历');
    expect(text).toContain('证书');
  });

  it('makes one blank page of a resume not started yet', async () => {
    const empty = { personal: null, coreCompetence: [], education: [], internship: [], activityPractice: [], work: [], extracurricular: [], award: [], certificate: [], skills: null };
    const r = await layoutResumePdf({ kind: 2, studentType: 2, photo: null, resume: empty });
    expect(r).toMatchObject({ pages: 1, overflowMm: 0 });
    expect(readPdf(r.bytes).text).toBe('');
  });

  it('draws the photo when given, and makes the PDF without it when it cannot be decoded', async () => {
    expect(readPdf((await layoutResumePdf(resumeInput(1, 1))).bytes).images).toBe(1);
    expect(readPdf((await layoutResumePdf(resumeInput(1, 1, null))).bytes).images).toBe(0);
    const broken = await layoutResumePdf(resumeInput(1, 1, new Uint8Array([0xff, 0xd8, 0, 0, 1, 2, 3])));
    expect(broken.pages).toBe(1);
    expect(readPdf(broken.bytes).images).toBe(0);
  });

  it('prints both languages of the manual, the chosen keys as their texts or as the keys', async () => {
    const student = readPdf((await layoutResumePdf(manualInput(1))).bytes).text;
    expect(student).toContain('咨询 / Consulting');
    expect(student).toContain('其他（量化研究） / Other (量化研究)');
    expect(student).toContain('就业 / Employment');
    expect(student).toContain('2. 2');
    const mba = readPdf((await layoutResumePdf(manualInput(3))).bytes).text;
    for (const s of ['Contemporary Amperex Technology Co., Limited', '宁德时代新能源科技股份有限公司', '5–8年 / 5–8 years', 'English  —  流利 / Fluent',
      '金融服务 / Financial services', '其他（企业战略） / Other (企业战略)', '日本語  —  B']) {
      expect(mba).toContain(s);
    }
  });

  it('refuses an input without the content of its kind', async () => {
    await expect(layoutResumePdf({ kind: 3, studentType: 1, photo: null })).rejects.toThrow(/manual/);
    await expect(layoutResumePdf({ kind: 1, studentType: 1, photo: null })).rejects.toThrow(/resume/);
  });
});
