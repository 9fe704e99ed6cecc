import { countPdfPages } from './pdf-pages.ts';
import type { ResumePdfInput, ResumePdfResult } from './resume-pdf.types.ts';
import { renderManual } from './resume-pdf-manual.ts';
import { renderResume } from './resume-pdf-sections.ts';
import { WORDS } from './resume-pdf-text.ts';
import { PT_PER_MM, PdfWriter } from './resume-pdf-writer.ts';

/**
 * One résumé as an A4 PDF (kind 1 Chinese, 2 English, 3 the bilingual manual), with its page count
 * read back from the bytes and how far it overflows one page.
 *
 * overflowMm: the height of the content that went past the first page, measured in the flow: every
 * page after the first up to the last counts its full usable height (A4 less the 15 mm margins), the
 * last one down to where the content ends. So a résumé ending 40 mm into its second page overflows
 * by 40 mm, whatever the first page left blank when a block moved over whole. 0 on one page;
 * rounded up to whole millimetres, so any overflow is at least 1.
 */

export async function layoutResumePdf(input: ResumePdfInput): Promise<ResumePdfResult> {
  let w: PdfWriter;
  if (input.kind === 3) {
    if (!input.manual) throw new Error('A manual PDF needs input.manual');
    const f = input.manual.form;
    w = new PdfWriter({ lang: 'zh-CN', title: `${[f.cName, f.eName].filter(Boolean).join(' ')} 个人概况 General Situation` });
    renderManual(w, input.manual, input.photo);
  } else {
    if (!input.resume) throw new Error('A resume PDF needs input.resume');
    const lang = input.kind === 1 ? 'cn' : 'en';
    w = new PdfWriter({ lang: lang === 'cn' ? 'zh-CN' : 'en', title: `${input.resume.personal?.name ?? ''} ${WORDS[lang].title}`.trim() });
    renderResume(w, input.resume, input.studentType, input.photo, lang);
  }
  const usable = w.bottom - w.top;
  const { bytes, endY } = await w.finish();
  const pages = countPdfPages(bytes);
  const overflowPt = pages <= 1 ? 0 : (pages - 2) * usable + Math.max(0, endY - w.top);
  return { bytes, pages, overflowMm: pages <= 1 ? 0 : Math.max(1, Math.ceil(overflowPt / PT_PER_MM)) };
}
