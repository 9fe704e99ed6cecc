import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { access } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Parser, type ReadEntry } from 'tar';
import { BackupError, FILES_PREFIX, MANIFEST_NAME, parseManifest, type Manifest, type PartInfo } from './manifest.ts';

/** What may follow `files/`: the generated names the portal stores under (`<uuid>.<ext>`), nothing that walks out of a directory. */
const SAFE_STORED_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

export const storedNameOf = (path: string) => path.slice(FILES_PREFIX.length);

/**
 * Calls `onEntry` for each file entry of the archive in order; the handler consumes the stream.
 * A damaged gzip or tar stops with a message an operator understands.
 */
export async function eachEntry(path: string, onEntry: (path: string, stream: Readable) => Promise<void>): Promise<void> {
  await access(path).catch(() => { throw new BackupError(`The backup file ${path} does not exist or cannot be read.`); });
  const parser = new Parser({ strict: true });
  const pending: Promise<void>[] = [];
  // A damaged archive stops the parser in the middle of an entry, which then never ends by itself.
  const open = new Set<Readable>();
  const stopAll = (err: Error) => { for (const stream of open) stream.destroy(err); };
  parser.on('abort', stopAll);
  parser.on('entry', (entry: ReadEntry) => {
    if (entry.type !== 'File') {
      entry.resume();
      return;
    }
    const stream = Readable.from(entry);
    open.add(stream);
    entry.on('end', () => open.delete(stream));
    const handled = onEntry(entry.path, stream);
    // Seen by Promise.all below; until then a rejection must not count as unhandled.
    handled.catch(() => {});
    pending.push(handled);
  });
  try {
    await pipeline(createReadStream(path), parser);
    await Promise.all(pending);
  } catch (err) {
    stopAll(err as Error);
    await Promise.allSettled(pending);
    if (err instanceof BackupError) throw err;
    throw new BackupError(`The backup file ${path} is damaged or is not a portal backup (${(err as Error).message}).`);
  }
}

async function hashStream(stream: Readable, keep: boolean): Promise<PartInfo & { body: Buffer }> {
  const hash = createHash('sha256');
  let size = 0;
  const kept: Buffer[] = [];
  for await (const chunk of stream) {
    const buf = chunk as Buffer;
    hash.update(buf);
    if (keep) kept.push(buf);
    size += buf.length;
  }
  return { size, sha256: hash.digest('hex'), body: Buffer.concat(kept) };
}

/**
 * Reads the whole archive once and checks every part against the manifest's sizes and sha256, and
 * that nothing is missing or extra. Nothing is changed before this has passed.
 */
export async function verifyArchive(path: string): Promise<Manifest> {
  const seen = new Map<string, PartInfo>();
  let manifestText: string | undefined;
  await eachEntry(path, async (name, stream) => {
    const { body, ...info } = await hashStream(stream, name === MANIFEST_NAME);
    if (name === MANIFEST_NAME) manifestText = body.toString('utf8');
    else seen.set(name, info);
  });
  if (manifestText === undefined) throw new BackupError(`The backup file ${path} has no manifest.json: it is incomplete (cut off while written or copied) or not a portal backup.`);
  const manifest = parseManifest(manifestText);
  const problems: string[] = [];
  for (const [name, want] of Object.entries(manifest.parts)) {
    const got = seen.get(name);
    if (!got) problems.push(`${name} is missing`);
    else if (got.size !== want.size || got.sha256 !== want.sha256) problems.push(`${name} does not match its checksum`);
  }
  for (const name of seen.keys()) {
    if (!(name in manifest.parts)) problems.push(`${name} is not listed in the manifest`);
    else if (name.startsWith(FILES_PREFIX) && !SAFE_STORED_NAME.test(storedNameOf(name))) problems.push(`${name} is not a stored-file name`);
  }
  if (problems.length > 0) {
    const shown = problems.slice(0, 10).join('; ');
    throw new BackupError(`The backup file ${path} is damaged: ${shown}${problems.length > 10 ? ` (and ${problems.length - 10} more)` : ''}. Nothing was changed.`);
  }
  return manifest;
}
