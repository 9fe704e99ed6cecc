import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { startS3Server, type S3TestServer } from '../../test/s3-server.ts';
import { S3Storage } from './s3-storage.ts';
import { s3OptionsOf } from './storage-of.ts';

/** S3Storage against a real S3-protocol server, below the HTTP routes (files.int.test.ts covers those on both stores). */
let s3: S3TestServer;
let dataDir: string;
let storage: S3Storage;
const storageFor = (env: Record<string, string>) => new S3Storage(s3OptionsOf(loadConfig({ DATA_DIR: dataDir, ...env }))!);
beforeAll(async () => {
  s3 = await startS3Server();
  dataDir = await mkdtemp(join(tmpdir(), 'portal-s3-storage-'));
  storage = storageFor(s3.env);
});
afterAll(async () => {
  await storage.close();
  await s3.close();
  await rm(dataDir, { recursive: true, force: true });
});

const bytesOf = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};
const staged = () => readdir(join(dataDir, 'files', 'staging')).catch(() => [] as string[]);

describe('S3Storage', () => {
  it('keeps a staged file in the bucket, removes it from staging, and reads it back', async () => {
    const bytes = Buffer.alloc(300 * 1024, 7);
    const { path, size } = await storage.stage(Readable.from([bytes]));
    expect(size).toBe(bytes.length);
    await storage.keep(path, 'ab-kept.bin');
    expect(await staged()).toEqual([]);
    expect(await storage.has('ab-kept.bin')).toBe(true);
    expect((await bytesOf(storage.read('ab-kept.bin'))).equals(bytes)).toBe(true);
  });

  it('fails the stream of a missing key with ENOENT, as the local disk does', async () => {
    const failure = await bytesOf(storage.read('no-such-object.png')).catch((err: NodeJS.ErrnoException) => err);
    expect(failure).toMatchObject({ code: 'ENOENT' });
    expect(await storage.has('no-such-object.png')).toBe(false);
  });

  it('asks for nothing until the stream is read, and a stream destroyed unread is harmless', async () => {
    const stream = storage.read('no-such-object.png');
    stream.destroy();
    await new Promise((resolve) => stream.once('close', resolve));
    expect(stream.destroyed).toBe(true);
  });

  it('removes an object, and a second removal is not an error', async () => {
    const { path } = await storage.stage(Readable.from([Buffer.from('gone soon')]));
    await storage.keep(path, 'cd-removed.txt');
    await storage.remove('cd-removed.txt');
    await storage.remove('cd-removed.txt');
    expect(await storage.has('cd-removed.txt')).toBe(false);
  });

  it('sweeps old staged files from the local staging directory only', async () => {
    const { path } = await storage.stage(Readable.from([Buffer.from('left by a dead process')]));
    expect(await storage.sweepStaging(new Date(Date.now() - 3600_000))).toBe(0);
    expect(await storage.sweepStaging(new Date(Date.now() + 1000))).toBe(1);
    expect((await staged()).some((n) => path.endsWith(n))).toBe(false);
  });

  it('names the bucket when it does not exist', async () => {
    const elsewhere = storageFor({ ...s3.env, FILES_S3_BUCKET: 'no-such-bucket' });
    await expect(elsewhere.checkBucket()).rejects.toThrow('The files bucket no-such-bucket cannot be used: it does not exist');
    await elsewhere.close();
    await expect(storage.checkBucket()).resolves.toBeUndefined();
  });

  it('does not take a missing bucket for a missing file', async () => {
    const elsewhere = storageFor({ ...s3.env, FILES_S3_BUCKET: 'no-such-bucket' });
    const failure = await bytesOf(elsewhere.read('ab-kept.bin')).catch((err: NodeJS.ErrnoException) => err);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toMatchObject({ code: 'ENOENT' });
    await elsewhere.close();
  });

  describe('through a connection that drops', () => {
    let proxy: Server;
    let puts = 0;
    let dropNext = 0;
    beforeAll(async () => {
      // In front of the real server: drops the connection of the next `dropNext` uploads, passes the rest.
      const target = new URL(s3.endpoint);
      proxy = createServer((req, res) => {
        if (req.method === 'PUT') {
          puts += 1;
          if (dropNext > 0) {
            dropNext -= 1;
            req.socket.destroy();
            return;
          }
        }
        const out = request({ host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers }, (answer) => {
          res.writeHead(answer.statusCode!, answer.headers);
          answer.pipe(res);
        });
        req.pipe(out);
      });
      await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    });
    afterAll(async () => { await new Promise((resolve) => proxy.close(resolve)); });
    const viaProxy = (env: Record<string, string> = {}) => storageFor({ ...s3.env, FILES_S3_ENDPOINT: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`, ...env });

    it('retries the upload, reading the staged file again', async () => {
      const flaky = viaProxy();
      const bytes = Buffer.alloc(64 * 1024, 3);
      const { path } = await flaky.stage(Readable.from([bytes]));
      puts = 0;
      dropNext = 1;
      await flaky.keep(path, 'ef-retried.bin');
      expect(puts).toBe(2);
      expect((await bytesOf(storage.read('ef-retried.bin'))).equals(bytes)).toBe(true);
      expect(await staged()).toEqual([]);
      await flaky.close();
    });

    it('does not retry a refusal, and leaves the staged file for the caller to discard', async () => {
      const refused = viaProxy({ FILES_S3_BUCKET: 'no-such-bucket' });
      const { path } = await refused.stage(Readable.from([Buffer.from('nowhere to go')]));
      puts = 0;
      await expect(refused.keep(path, 'gh-refused.txt')).rejects.toMatchObject({ name: 'NoSuchBucket' });
      expect(puts).toBe(1);
      expect((await staged()).some((n) => path.endsWith(n))).toBe(true);
      await refused.discard(path);
      await refused.close();
    });
  });
});
