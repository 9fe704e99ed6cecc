import type { Envelope } from '@portal/contracts';
import { messageText } from '@portal/contracts';

export function ok<T>(data: T): Envelope<T> {
  return { statusCode: 200, data, message: '', messageEn: '' };
}

/** The envelope of a coded message: `message` carries the code, `messageEn` the English text. */
export function coded(statusCode: number, code: string, params?: Record<string, string | number>, data: unknown = null): Envelope<unknown> {
  return { statusCode, data, message: code, messageEn: messageText(code, 'en', params) ?? code };
}
