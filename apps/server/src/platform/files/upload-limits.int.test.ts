import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestApp, type TestApp } from '../../test/harness.ts';
import { multipart, pdf, png, xlsx } from '../../test/upload-fixtures.ts';
import { storedFiles, users } from '../db/platform.tables.ts';

/** The limits around uploads: sizes per use, the per-user quota, broken bodies, long names (the clean-up is in files.int.test.ts, on both stores). */
let t: TestApp;
const tokens: Record<string, string> = {};
const MB = 1024 * 1024;
beforeAll(async () => {
  t = await startTestApp({ UPLOAD_QUOTA_MB: '1' });
  for (const u of ['mba01', 'emba01', 'grad01', 'courseadmin']) tokens[u] = (await t.login(u)).token;
});
afterAll(async () => { await t.close(); });

const upload = (user: string, use: string, fileName: string, content: Buffer) => {
  const body = multipart(fileName, content);
  return t.app.inject({ method: 'POST', url: `/api/GsmFile/FileUpLoad?use=${use}`, payload: body.payload, headers: { ...body.headers, ...bearer(tokens[user]!) } });
};
const staged = async () => (await readdir(join(t.config.filesDir, 'staging')).catch(() => [] as string[])).length;
const userId = async (username: string) => (await t.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;
const bytesOf = async (username: string) => {
  const rows = await t.db.select({ size: storedFiles.size }).from(storedFiles).where(eq(storedFiles.ownerId, await userId(username)));
  return rows.reduce((s, r) => s + r.size, 0);
};

describe('size limit of the use', () => {
  it('refuses a 21 MB PDF under use=general with the 20 MB limit, staging nothing', async () => {
    const res = await upload('grad01', 'general', 'big.pdf', pdf(21 * MB));
    expect(res.json()).toMatchObject({ statusCode: 700, message: '90011', messageEn: 'The file must not be larger than 20 MB' });
    expect(await staged()).toBe(0);
  });
});

describe('per-user quota', () => {
  it('refuses the upload that would pass the quota, and keeps what came before', async () => {
    expect((await upload('mba01', 'photo', 'a.png', png(600 * 1024))).json().statusCode).toBe(200);
    const res = await upload('mba01', 'photo', 'b.png', png(600 * 1024));
    expect(res.json()).toMatchObject({ statusCode: 700, message: '90015' });
    expect(res.json().messageEn).toContain('1 MB');
    expect(await bytesOf('mba01')).toBe(600 * 1024);
    expect(await staged()).toBe(0);
  });

  it('lets only one of two uploads at the same moment through when both would pass it', async () => {
    const answers = await Promise.all([upload('emba01', 'photo', 'x.png', png(600 * 1024)), upload('emba01', 'photo', 'y.png', png(600 * 1024))]);
    expect(answers.map((r) => r.json().statusCode).sort()).toEqual([200, 700]);
    expect(await bytesOf('emba01')).toBe(600 * 1024);
  });

  it('does not count the files the portal generates for the user', async () => {
    await t.app.files.saveGenerated(Buffer.alloc(900 * 1024, 1), 'export.xlsx', 'application/octet-stream', await userId('grad01'));
    expect((await upload('grad01', 'photo', 'me.png', png(600 * 1024))).json().statusCode).toBe(200);
  });
});

describe('broken multipart bodies', () => {
  const send = (payload: Buffer | string, contentType: string) => t.app.inject({
    method: 'POST', url: '/api/GsmFile/FileUpLoad?use=photo', payload, headers: { 'content-type': contentType, ...bearer(tokens.courseadmin!) },
  });

  it('answers 400 with the envelope for a body cut off in the middle of the file, leaving nothing staged', async () => {
    const body = multipart('cut.png', png(200 * 1024));
    const res = await send(body.payload.subarray(0, 100 * 1024), body.headers['content-type']);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, message: '90003', data: null });
    expect(await staged()).toBe(0);
  });

  it('answers 400 with the envelope for a body cut off in the part headers', async () => {
    const body = multipart('cut.png', png());
    const res = await send(body.payload.subarray(0, 30), body.headers['content-type']);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, message: '90003' });
  });

  it('answers 400 with the envelope when the boundary is missing', async () => {
    const body = multipart('a.png', png());
    const res = await send(body.payload, 'multipart/form-data');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, message: '90003' });
  });

  it('answers 400 when the body does not use the boundary it declares', async () => {
    const body = multipart('a.png', png());
    const res = await send(body.payload, 'multipart/form-data; boundary=somethingelse');
    expect(res.statusCode).toBe(400);
    expect(await staged()).toBe(0);
  });
});

describe('mangled multipart bodies', () => {
  it('never answer 5xx and leave nothing staged, whatever is cut or changed', async () => {
    const body = multipart('a.png', png(2000));
    const types = [body.headers['content-type'], 'multipart/form-data', 'multipart/form-data; boundary=', 'multipart/form-data; boundary="x', `multipart/mixed; boundary=${body.boundary}`];
    const failures: string[] = [];
    await fc.assert(fc.asyncProperty(
      fc.integer({ min: 0, max: body.payload.length }), fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { maxLength: 5 }), fc.constantFrom(...types),
      async (cut, changes, contentType) => {
        const payload = Buffer.from(body.payload.subarray(0, cut));
        for (const [at, byte] of changes) if (payload.length) payload[at % payload.length] = byte;
        const res = await t.app.inject({ method: 'POST', url: '/api/GsmFile/FileUpLoad?use=photo', payload, headers: { 'content-type': contentType, ...bearer(tokens.grad01!) } });
        if (res.statusCode >= 500 || !('statusCode' in res.json())) failures.push(`${contentType} cut=${cut} changes=${JSON.stringify(changes)}: ${res.statusCode}`);
      }), { numRuns: 200 });
    expect(failures).toEqual([]);
    expect(await staged()).toBe(0);
  });
});

describe('long file names', () => {
  it('downloads a file whose name is longer than the router allows in a path parameter', async () => {
    const name = `${'课程作业报告'.repeat(30)}.png`;
    const res = await upload('courseadmin', 'photo', name, png());
    expect(res.json()).toMatchObject({ statusCode: 200, data: { fileName: name } });
    const back = await t.app.inject({ method: 'GET', url: res.json().data.fileUrl });
    expect(back.statusCode).toBe(200);
    expect(back.headers['content-disposition']).toBe(`attachment; filename*=UTF-8''${encodeURIComponent(name)}`);
  });
});

describe('spreadsheet imports', () => {
  it('refuses a sheet that inflates past the limit before it is parsed', async () => {
    const [plan] = (await t.db.execute(sql`select id from css_plans order by id limit 1`) as unknown as { rows: { id: number }[] }).rows;
    const body = multipart('bomb.xlsx', xlsx(Buffer.alloc(110 * MB, 0x20)));
    const res = await t.app.inject({
      method: 'POST', url: `/api/admin/bidding/plans/${plan!.id}/courses/import-preview`, payload: body.payload, headers: { ...body.headers, ...bearer(tokens.courseadmin!) },
    });
    expect(res.json()).toMatchObject({ statusCode: 700, message: '90016' });
    expect(await staged()).toBe(0);
  });
});
