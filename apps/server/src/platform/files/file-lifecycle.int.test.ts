import { readdir, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../test/harness.ts';
import { appOnStore, fileStores } from '../../test/s3-server.ts';
import { multipart, pdf as pdfOf, png as pngOf, zip } from '../../test/upload-fixtures.ts';
import { storedFiles, users } from '../db/platform.tables.ts';
import { jobs } from '../jobs/jobs.tables.ts';
import { REMOVE_UNATTACHED_JOB, UNATTACHED_TTL_MS } from './file-store.ts';

const png = pngOf();
const pdf = pdfOf();

/**
 * What becomes of kept files, on each store: generated files, the removal of uploads nobody
 * attached with the staging sweep, and a row whose bytes are lost.
 */
describe.each(fileStores)('on $store', ({ start }) => {
  const on = appOnStore(start);

  const upload = (use: string, fileName: string, content: Buffer) => {
    const body = multipart(fileName, content);
    return on.t.app.inject({ method: 'POST', url: `/api/GsmFile/FileUpLoad?use=${use}`, payload: body.payload, headers: { ...body.headers, ...bearer(on.token) } });
  };
  /** The bytes kept under a stored name, or the error their stream fails with. */
  const readStored = async (storedName: string) => {
    const chunks: Buffer[] = [];
    try {
      for await (const chunk of on.t.app.files.storage.read(storedName)) chunks.push(chunk as Buffer);
    } catch (err) {
      return err as NodeJS.ErrnoException;
    }
    return Buffer.concat(chunks);
  };
  const userId = async (username: string) => (await on.t.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;
  const stagedNames = () => readdir(join(on.t.config.filesDir, 'staging')).catch(() => [] as string[]);

  describe('generated files', () => {
    it('serves an export under /files/ and a generated PDF inline, from the store', async () => {
      const xlsxBytes = zip([{ name: 'xl/workbook.xml', data: '<workbook/>' }]);
      const exported = await on.t.app.files.saveGenerated(xlsxBytes, '成绩.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', await userId('mba01'));
      const res = await on.t.app.inject({ method: 'GET', url: exported.fileUrl });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(xlsxBytes)).toBe(true);
      expect(res.headers['content-disposition']).toBe(`attachment; filename*=UTF-8''${encodeURIComponent('成绩.xlsx')}`);
      const made = await on.t.app.files.saveGenerated(pdf, 'resume.pdf', 'application/pdf', null);
      const inline = await on.t.app.inject({ method: 'GET', url: on.t.app.files.inlineLink(made.id, 'resume.pdf') });
      expect(inline.statusCode).toBe(200);
      expect(inline.rawPayload.equals(pdf)).toBe(true);
      expect(inline.headers['content-security-policy']).toBe('sandbox');
      expect((await on.t.app.files.bytes(made.id))?.equals(pdf)).toBe(true);
      expect(await stagedNames()).toEqual([]);
    });

    it('removes a generated file, row and bytes', async () => {
      const made = await on.t.app.files.saveGenerated(pdf, 'old.pdf', 'application/pdf', null);
      await on.t.app.files.removeGenerated(made.id);
      expect((await on.t.app.inject({ method: 'GET', url: made.fileUrl })).statusCode).toBe(404);
      expect(await on.t.app.files.bytes(made.id)).toBeNull();
    });
  });

  describe('uploads nobody attached', () => {
    const makeDue = (id: string) => on.t.db.update(jobs).set({ runAt: sql`now() - interval '1 minute'` }).where(eq(jobs.key, `${REMOVE_UNATTACHED_JOB}:${id}`));

    it('are removed, row and bytes, by the job a day later; attached ones stay', async () => {
      const lone = (await upload('photo', 'lone.png', png)).json().data;
      const kept = (await upload('photo', 'kept.png', png)).json().data;
      const [job] = await on.t.db.select().from(jobs).where(eq(jobs.key, `${REMOVE_UNATTACHED_JOB}:${lone.id}`));
      expect(job!.runAt!.getTime() - Date.now()).toBeGreaterThan(23 * 3600_000);
      expect(await on.t.app.files.attach(on.t.db, [kept.id, lone.id], await userId('emba01'))).toEqual([]);
      expect(await on.t.app.files.attach(on.t.db, [kept.id], await userId('mba01'))).toEqual([kept.id]);
      const loneRow = (await on.t.db.select().from(storedFiles).where(eq(storedFiles.id, lone.id)))[0]!;
      await makeDue(lone.id);
      await makeDue(kept.id);
      await on.t.app.jobs.runDue();
      expect((await on.t.db.select().from(storedFiles).where(eq(storedFiles.id, lone.id)))[0]).toBeUndefined();
      expect((await on.t.app.inject({ method: 'GET', url: lone.fileUrl })).statusCode).toBe(404);
      const stillThere = await on.t.app.inject({ method: 'GET', url: kept.fileUrl });
      expect(stillThere.statusCode).toBe(200);
      expect(stillThere.rawPayload.equals(png)).toBe(true);
      expect(await readStored(loneRow.storedName)).toMatchObject({ code: 'ENOENT' });
    });

    it('and the same job sweeps staged files a dead process left a day ago, not those being received', async () => {
      const old = await on.t.app.files.storage.stage(Readable.from([png]));
      const fresh = await on.t.app.files.storage.stage(Readable.from([png]));
      const twoDaysAgo = new Date(Date.now() - 2 * UNATTACHED_TTL_MS);
      await utimes(old.path, twoDaysAgo, twoDaysAgo);
      const { data } = (await upload('photo', 'sweep.png', png)).json();
      await makeDue(data.id);
      await on.t.app.jobs.runDue();
      const left = await stagedNames();
      expect(left.some((n) => old.path.endsWith(n))).toBe(false);
      expect(left.some((n) => fresh.path.endsWith(n))).toBe(true);
      await on.t.app.files.storage.discard(fresh.path);
    });
  });

  describe('a stored file whose bytes are lost', () => {
    it('answers its links with the 404 envelope, not a broken attachment, and its readers see ENOENT', async () => {
      const { data } = (await upload('general', 'lost.pdf', pdf)).json();
      const [row] = await on.t.db.select().from(storedFiles).where(eq(storedFiles.id, data.id));
      await on.t.app.files.storage.remove(row!.storedName);
      for (const url of [data.fileUrl, on.t.app.files.inlineLink(data.id, 'lost.pdf')]) {
        const res = await on.t.app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ statusCode: 404, message: '90005' });
        expect(res.headers['content-disposition']).toBeUndefined();
      }
      expect(await readStored(row!.storedName)).toMatchObject({ code: 'ENOENT' });
      await expect(on.t.app.files.bytes(data.id)).rejects.toMatchObject({ code: 'ENOENT' });
      expect(await on.t.app.files.storage.open(row!.storedName)).toBeNull();
    });
  });
});
