import { z } from 'zod';

/** Raised for anything an operator must fix or decide; the commands print its message alone, without a stack. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

/** The restore stopped to ask: the target holds data and --yes was not given. Nothing was changed. */
export class NeedsConfirmation extends BackupError {
  constructor(message: string) {
    super(message);
    this.name = 'NeedsConfirmation';
  }
}

export const MANIFEST_NAME = 'manifest.json';
export const FORMAT = 'student-portal-backup';
export const FORMAT_VERSION = 1;
/** The database part of each kind: pg_dump's custom format, or PGlite's own data-directory tarball. */
export const DATABASE_PART = { postgres: 'database.dump', pglite: 'pglite.tar.gz' } as const;
export const FILES_PREFIX = 'files/';

export type DatabaseKind = keyof typeof DATABASE_PART;

const part = z.object({ size: z.number().int().nonnegative(), sha256: z.string().regex(/^[0-9a-f]{64}$/) });

export const manifestSchema = z.object({
  format: z.literal(FORMAT),
  formatVersion: z.number().int(),
  createdAt: z.string(),
  database: z.object({
    kind: z.enum(['postgres', 'pglite']),
    /** Server version, or PGlite's package version. */
    version: z.string(),
  }),
  /** The last drizzle migration applied (its tag, e.g. `0016_profile`) and how many were applied. */
  migration: z.object({ last: z.string().nullable(), applied: z.number().int() }),
  counts: z.object({
    /** Rows of every table, `schema.table`. */
    rows: z.record(z.string(), z.number().int()),
    files: z.number().int(),
    /** `stored_files` rows whose bytes the storage did not have when the backup was made. */
    missingFiles: z.array(z.object({ id: z.string(), storedName: z.string() })),
  }),
  /** Every other entry of the archive, by path. */
  parts: z.record(z.string(), part),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type PartInfo = z.infer<typeof part>;

export function parseManifest(text: string): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BackupError('The archive\'s manifest.json is not valid JSON: this is not a portal backup, or it is damaged.');
  }
  const format = (json as { format?: unknown; formatVersion?: unknown } | null);
  if (format?.format !== FORMAT) throw new BackupError('This archive is not a student-portal backup (its manifest.json names another format).');
  if (format.formatVersion !== FORMAT_VERSION) {
    throw new BackupError(`This backup has format version ${String(format.formatVersion)}; this version of the portal reads version ${FORMAT_VERSION}. Use the portal version that made it.`);
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) throw new BackupError(`The archive's manifest.json is incomplete or damaged (${parsed.error.issues[0]?.path.join('.') ?? 'unknown field'}).`);
  return parsed.data;
}

export const totalRows = (rows: Record<string, number>) => Object.values(rows).reduce((a, b) => a + b, 0);

/** A size for people: 1.2 MB. */
export function humanSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let v = bytes / 1024;
  let i = 0;
  while (v >= 1024 && i < units.length - 1) { v /= 1024; i += 1; }
  return `${v.toFixed(1)} ${units[i]}`;
}
