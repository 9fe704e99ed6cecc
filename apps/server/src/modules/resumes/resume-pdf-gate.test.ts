import { describe, expect, it } from 'vitest';
import { PDF_CONCURRENCY, pdfTurn } from './resume-pdf-gate.ts';

describe('the PDF gate', () => {
  it('runs at most PDF_CONCURRENCY at once, every one in turn, and lets failures through', async () => {
    let now = 0;
    let most = 0;
    const releases: (() => void)[] = [];
    const work = (fail: boolean) => pdfTurn(async () => {
      now++;
      most = Math.max(most, now);
      await new Promise<void>((r) => releases.push(r));
      now--;
      if (fail) throw new Error('layout failed');
      return 'ok';
    });
    const all = Array.from({ length: 12 }, (_, i) => work(i === 3).catch((e: Error) => e.message));
    for (let i = 0; i < 12; i++) {
      await new Promise((r) => setTimeout(r, 0));
      expect(now).toBeLessThanOrEqual(PDF_CONCURRENCY);
      releases.shift()!();
    }
    const answers = await Promise.all(all);
    expect(most).toBe(PDF_CONCURRENCY);
    expect(answers.filter((a) => a === 'ok')).toHaveLength(11);
    expect(answers[3]).toBe('layout failed');
  });
});
