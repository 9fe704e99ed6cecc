import { BizError } from './errors.ts';

/** The fields of a PostgreSQL error (node-postgres and PGlite both carry them). */
interface PgErrorFields {
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  message?: unknown;
}

/** Drizzle wraps a failing query's error in one that carries the query and its parameters. */
interface QueryWrapper {
  query?: unknown;
  params?: unknown;
  cause?: unknown;
}

const isSqlState = (v: unknown): v is string => typeof v === 'string' && /^[0-9A-Z]{5}$/.test(v);

/** The PostgreSQL error behind an error, looked for through its causes. */
function pgErrorOf(err: unknown): PgErrorFields | undefined {
  let e: unknown = err;
  for (let depth = 0; depth < 4 && e && typeof e === 'object'; depth += 1) {
    if (isSqlState((e as PgErrorFields).code)) return e as PgErrorFields;
    e = (e as QueryWrapper).cause;
  }
  return undefined;
}

export const sqlStateOf = (err: unknown): string | undefined => pgErrorOf(err)?.code as string | undefined;

/** The constraint a PostgreSQL error names (a unique index, an exclusion), for a domain that answers it with its own code. */
export const constraintOf = (err: unknown): string | undefined => {
  const c = pgErrorOf(err)?.constraint;
  return typeof c === 'string' ? c : undefined;
};

/**
 * Database refusals that input can cause even after validation — a duplicate (a unique key, or one
 * row twice in an upsert), a value out of a column's range — are the user's to correct: 700 with a
 * message, not a 500. Anything else stays a server error.
 */
export function refusalOf(err: unknown): BizError | undefined {
  switch (sqlStateOf(err)) {
    case '23505': // unique_violation
    case '21000': // cardinality_violation: ON CONFLICT DO UPDATE meeting the same row twice
      return new BizError('90044');
    case '22003': // numeric_value_out_of_range
    case '22008': // datetime_field_overflow
    case '22007': // invalid_datetime_format
    case '22009': // invalid_time_zone_displacement_value
      return new BizError('90045');
    default:
      return undefined;
  }
}

/**
 * SQLSTATEs of a database that is going away or not yet back: connection exceptions (class 08), an
 * administrator's or a crash's shutdown (57P01, 57P02), one starting up (57P03), too many clients.
 */
const unavailableStates = /^(08...|57P0[123]|53300)$/;
/** Socket failures node-postgres reports by their system code when the server cannot be reached. */
const socketCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** node-postgres's own words for a connection that ended, broke or could not be had in time. */
const lostConnection = /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|Client was closed and is not queryable/i;

/**
 * Whether an error means the database could not be reached (down, restarting, the connection cut)
 * rather than that the request was wrong: the request answers 503 and may be tried again.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; depth < 5 && e && typeof e === 'object'; depth += 1) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (unavailableStates.test(code) || socketCodes.has(code))) return true;
    if (typeof message === 'string' && lostConnection.test(message)) return true;
    e = (e as QueryWrapper).cause;
  }
  return false;
}

/** Quoted values in a PostgreSQL message ('invalid input syntax for type date: "…"') are user data. */
const withoutValues = (message: unknown) => String(message ?? '').replace(/"(?:[^"]|"")*"/g, '"…"');

/**
 * What may be logged of an error. A failing query's error carries its parameters (a notice's text, an
 * ID number) in `params` and in its message; the log gets the SQL with placeholders, the SQLSTATE and
 * the names of the constraint, table and column instead.
 */
export function loggable(err: unknown): unknown {
  const pg = pgErrorOf(err);
  const wrapper = err as QueryWrapper;
  if (!pg && !(err && typeof err === 'object' && 'params' in wrapper && 'query' in wrapper)) return err;
  return {
    type: 'DatabaseError',
    query: typeof wrapper.query === 'string' ? wrapper.query : undefined,
    sqlState: pg?.code,
    constraint: pg?.constraint,
    table: pg?.table,
    column: pg?.column,
    message: withoutValues(pg?.message),
    stack: err instanceof Error ? err.stack?.split('\n').filter((line) => /^\s+at /.test(line)).join('\n') : undefined,
  };
}
