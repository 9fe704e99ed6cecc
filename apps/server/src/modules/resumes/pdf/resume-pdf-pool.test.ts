import { afterAll, describe, expect, it } from 'vitest';
import { countPdfPages } from './pdf-pages.ts';
import { manualInput, resumeInput } from './pdf-test-data.ts';
import { closeResumePdfPool, renderResumePdf, resumePdfPoolStats } from './resume-pdf-pool.ts';

afterAll(() => closeResumePdfPool());

// Threads start cold (modules, then 20 MB of fonts each): generous limits for a busy machine.
describe('renderResumePdf', { timeout: 60_000 }, () => {
  it('lays out on worker threads, several résumés at once', async () => {
    const inputs = [resumeInput(1, 1), resumeInput(2, 3), manualInput(3), resumeInput(1, 2), manualInput(1)];
    const results = await Promise.all(inputs.map((input) => renderResumePdf(input)));
    for (const r of results) {
      expect(r.bytes).toBeInstanceOf(Uint8Array);
      expect(r).toMatchObject({ pages: 1, overflowMm: 0 });
      expect(countPdfPages(r.bytes)).toBe(1);
    }
    const stats = resumePdfPoolStats();
    // Ran in threads (a thread that could not start would have switched the pool to in-process).
    expect(stats.inProcess).toBe(false);
    expect(stats.threads).toBe(stats.size);
    expect(stats.fontLoadMs).toHaveLength(stats.size);
    expect(stats).toMatchObject({ busy: 0, queued: 0, died: 0 });
  });

  it("rejects a job with the layout's error and keeps the thread", async () => {
    const started = resumePdfPoolStats().started;
    await expect(renderResumePdf({ kind: 3, studentType: 3, photo: null })).rejects.toThrow(/needs input.manual/);
    const r = await renderResumePdf(resumeInput(2, 1));
    expect(r.pages).toBe(1);
    expect(resumePdfPoolStats()).toMatchObject({ started, died: 0, inProcess: false });
  });

  it('rejects what is waiting when closed, and starts afresh on the next render', async () => {
    const pending = Array.from({ length: 4 }, () => renderResumePdf(resumeInput(1, 3)));
    const settled = Promise.allSettled(pending);
    await closeResumePdfPool();
    for (const s of await settled) {
      expect(s.status).toBe('rejected');
      if (s.status === 'rejected') expect(String(s.reason)).toMatch(/closed/);
    }
    expect(resumePdfPoolStats().threads).toBe(0);
    expect((await renderResumePdf(resumeInput(1, 1))).pages).toBe(1);
    expect(resumePdfPoolStats().threads).toBe(1);
  });
});
