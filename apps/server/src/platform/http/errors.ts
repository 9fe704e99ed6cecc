import { isMessageCode, messageText, type MessageCode } from '@portal/contracts';

type Params = Record<string, string | number>;

/** A business refusal: answered as HTTP 200 with statusCode 700 (or another envelope code) and a message code. */
export class BizError extends Error {
  readonly code: MessageCode;
  readonly params: Params;
  readonly statusCode: number;
  readonly data: unknown;
  constructor(code: MessageCode, params: Params = {}, opts: { statusCode?: number; data?: unknown } = {}) {
    super(messageText(code, 'en', params) ?? code);
    this.code = code;
    this.params = params;
    this.statusCode = opts.statusCode ?? 700;
    this.data = opts.data ?? null;
  }
}

/**
 * A refusal whose code arrives as data (from a database function or a shared validation); a code
 * missing from the catalogue is a programming error and fails loudly instead of reaching a user.
 */
export function bizErrorOf(code: string, params: Params = {}, opts: { statusCode?: number; data?: unknown } = {}): BizError {
  if (!isMessageCode(code)) throw new Error(`Unknown message code ${code}`);
  return new BizError(code, params, opts);
}

/** A transport failure: answered with this HTTP status and the envelope. */
export class HttpError extends Error {
  readonly httpStatus: number;
  readonly code: MessageCode;
  readonly params: Params;
  constructor(httpStatus: number, code: MessageCode, params: Params = {}) {
    super(messageText(code, 'en', params) ?? code);
    this.httpStatus = httpStatus;
    this.code = code;
    this.params = params;
  }
}

export const notFound = () => new BizError('90005');
export const forbidden = () => new HttpError(403, '90007');
export const otherUsersData = () => new HttpError(403, '90006');
export const unauthenticated = () => new HttpError(401, '90035');
export const notAuthorised = () => new HttpError(701, '90033');
