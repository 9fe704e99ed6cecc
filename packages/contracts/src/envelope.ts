import { z } from 'zod';

/** Status codes carried in the envelope body (HTTP status stays 200 for these). */
export const StatusCode = {
  ok: 200,
  business: 700,
  sessionExpired: 717,
  historyConfirm: 1201,
} as const;

/** Transport statuses the web client reacts to (sent as the HTTP status itself). */
export const HttpStatus = {
  unauthenticated: 401,
  forbidden: 403,
  notAuthorised: 701,
} as const;

export interface Envelope<T> {
  statusCode: number;
  data: T;
  message: string;
  messageEn: string;
}

export const envelopeOf = <T extends z.ZodType>(data: T) =>
  z.object({
    statusCode: z.number().int(),
    data,
    message: z.string(),
    messageEn: z.string(),
  });

export const anyEnvelope = envelopeOf(z.unknown());
