import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { bearer, startTestApp, type TestApp } from '../../test/harness.ts';
import { startS3Server, type S3TestServer } from '../../test/s3-server.ts';
import { multipart, pdf, png } from '../../test/upload-fixtures.ts';
import { storedFiles } from '../db/platform.tables.ts';
import { copyLocalFilesToS3 } from './copy-to-s3.ts';
import { S3Storage } from './s3-storage.ts';
import { s3OptionsOf } from './storage-of.ts';

/** Moving a school's files from the local disk into a bucket (npm run files:to-s3). */
let t: TestApp;
let s3: S3TestServer;
let bucket: S3Storage;
let token: string;
beforeAll(async () => {
  s3 = await startS3Server();
  t = await startTestApp();
  token = (await t.login('mba01')).token;
  bucket = new S3Storage(s3OptionsOf(loadConfig({ DATA_DIR: t.config.dataDir, ...s3.env }))!);
});
afterAll(async () => {
  await bucket.close();
  await t.close();
  await s3.close();
});

const upload = async (fileName: string, content: Buffer) => {
  const body = multipart(fileName, content);
  const res = await t.app.inject({ method: 'POST', url: '/api/GsmFile/FileUpLoad?use=general', payload: body.payload, headers: { ...body.headers, ...bearer(token) } });
  return res.json().data as { id: string; fileUrl: string };
};
const storedNameOf = async (id: string) => (await t.db.select().from(storedFiles).where(eq(storedFiles.id, id)))[0]!.storedName;
const bytesIn = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

describe('copyLocalFilesToS3', () => {
  it('copies what the bucket lacks, counts what it has and what the disk lost, and copies nothing the second time', async () => {
    const kept = await upload('kept.pdf', pdf(4000));
    const lost = await upload('lost.png', png(3000));
    const there = await t.app.files.saveGenerated(Buffer.from('already copied'), 'export.xlsx', 'application/octet-stream', null);
    await t.app.files.storage.remove(await storedNameOf(lost.id));
    await bucket.keep((await bucket.stage(Readable.from([Buffer.from('already copied')]))).path, await storedNameOf(there.id));
    const rows = (await t.db.select().from(storedFiles)).length;

    const first = await copyLocalFilesToS3(t.db, t.app.files.storage, bucket);
    expect(first.copied + first.alreadyThere + first.missingLocally).toBe(rows);
    expect(first.alreadyThere).toBe(1);
    expect(first.missing).toContain(await storedNameOf(lost.id));
    expect(first.missing).not.toContain(await storedNameOf(kept.id));
    expect(first.copied).toBeGreaterThanOrEqual(1);
    expect((await bytesIn(bucket.read(await storedNameOf(kept.id)))).equals(pdf(4000))).toBe(true);
    expect(await bucket.has(await storedNameOf(lost.id))).toBe(false);

    const second = await copyLocalFilesToS3(t.db, t.app.files.storage, bucket);
    expect(second).toEqual({ copied: 0, alreadyThere: first.copied + first.alreadyThere, missingLocally: first.missingLocally, missing: first.missing });
  });

  it('leaves the files where an instance on the bucket serves them through the same signed links', async () => {
    const file = await upload('moved.pdf', pdf(5000));
    await copyLocalFilesToS3(t.db, t.app.files.storage, bucket);
    const dataDir = await mkdtemp(join(tmpdir(), 'portal-s3-instance-'));
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, JWT_SECRET: t.config.JWT_SECRET!, ...s3.env });
    const { app } = await buildApp(config, t.db, { listen: t.listen });
    try {
      await app.ready();
      const res = await app.inject({ method: 'GET', url: file.fileUrl });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(pdf(5000))).toBe(true);
    } finally {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
