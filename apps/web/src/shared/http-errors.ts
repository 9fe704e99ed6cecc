import { messageText } from '@portal/contracts';

/**
 * Errors the HTTP client throws. `notified` tells callers the client already showed something
 * (a dialog or the 'System error' notice), so screens only ever have to present a BizError.
 */
export abstract class PortalError extends Error {
  abstract readonly notified: boolean;
}

/** statusCode 700 (and the other non-200 envelope codes such as 1201): a message for the user. */
export class BizError extends PortalError {
  readonly notified = false;
  readonly statusCode: number;
  /** The raw `message` of the envelope: a catalogue code such as "19301", or a text. */
  readonly code: string;
  readonly messageEn: string;
  readonly params: Record<string, string | number> | undefined;
  readonly data: unknown;
  readonly httpStatus: number;

  constructor(init: {
    statusCode: number;
    code: string;
    messageEn: string;
    params?: Record<string, string | number> | undefined;
    data?: unknown;
    httpStatus?: number;
    lang: 'zh' | 'en';
  }) {
    super(bizText(init.code, init.messageEn, init.lang, init.params));
    this.name = 'BizError';
    this.statusCode = init.statusCode;
    this.code = init.code;
    this.messageEn = init.messageEn;
    this.params = init.params;
    this.data = init.data ?? null;
    this.httpStatus = init.httpStatus ?? 200;
  }

  /** The text in another language, for messages that stay on screen across a language switch. */
  textIn(lang: 'zh' | 'en'): string {
    return bizText(this.code, this.messageEn, lang, this.params);
  }
}

/**
 * The text of a coded message in the current language: the catalogue first, then the server's own
 * English text in English, then the raw message (older endpoints send plain text there).
 */
export function bizText(code: string, messageEn: string, lang: 'zh' | 'en', params?: Record<string, string | number>): string {
  const known = messageText(code, lang, params);
  if (known) return known;
  if (lang === 'en' && messageEn) return messageEn;
  return code;
}

/** Network failure, timeout, HTTP 5xx or a malformed answer; the 'System error' notice is shown. */
export class SystemError extends PortalError {
  readonly notified = true;
  constructor(detail: string) {
    super(detail);
    this.name = 'SystemError';
  }
}

/**
 * HTTP 503: the server could not reach its database (a restart, a failover). The notice was shown
 * once; a read was already tried again for a while before this was thrown.
 */
export class UnavailableError extends PortalError {
  readonly notified = true;
  constructor() {
    super('service unavailable');
    this.name = 'UnavailableError';
  }
}

/** statusCode 717: the session is over; the refresh dialog is shown. */
export class SessionExpiredError extends PortalError {
  readonly notified = true;
  constructor() {
    super('session expired');
    this.name = 'SessionExpiredError';
  }
}

/** HTTP 701: the account is known but not authorised; the dialog is shown. */
export class NotAuthorisedError extends PortalError {
  readonly notified = true;
  constructor() {
    super('not authorised');
    this.name = 'NotAuthorisedError';
  }
}

/** HTTP 401 that a refresh could not cure: the route guard sends the user to sign in. */
export class UnauthenticatedError extends PortalError {
  readonly notified = false;
  constructor() {
    super('unauthenticated');
    this.name = 'UnauthenticatedError';
  }
}

export const isBizError = (e: unknown): e is BizError => e instanceof BizError;

export function alreadyNotified(e: unknown): boolean {
  return e instanceof PortalError && e.notified;
}
