import { createHmac, timingSafeEqual } from 'node:crypto';

/** The router refuses a path parameter longer than this (Fastify's maxParamLength, 100) with a 414. */
const MAX_URL_NAME = 100;

/**
 * The name in a link only dresses the URL (the download takes its name from the stored row), so a
 * long one is shortened, keeping its extension, to fit the router's parameter limit once encoded.
 */
export function urlName(fileName: string): string {
  const encoded = encodeURIComponent(fileName);
  if (encoded.length <= MAX_URL_NAME) return encoded;
  const ellipsis = encodeURIComponent('…');
  const dot = fileName.lastIndexOf('.');
  const ext = dot > 0 ? encodeURIComponent(fileName.slice(dot)) : '';
  const keepExt = ext.length <= 20;
  let head = '';
  for (const c of keepExt ? fileName.slice(0, dot) : fileName) {
    const next = head + encodeURIComponent(c);
    if (next.length + ellipsis.length + (keepExt ? ext.length : 0) > MAX_URL_NAME) break;
    head = next;
  }
  return `${head}${ellipsis}${keepExt ? ext : ''}`;
}

/** Short-lived download links, so that a new browser window can open a file without a bearer header. */
export class UrlSigner {
  private readonly secret: string | Buffer;
  private readonly ttlSeconds: number;
  /** secret: the file-link key derived from the signing secret (purposeKey), never the secret itself. */
  constructor(secret: string | Buffer, ttlSeconds: number) {
    this.secret = secret;
    this.ttlSeconds = ttlSeconds;
  }

  private mac(kind: string, id: string, exp: number): string {
    return createHmac('sha256', this.secret).update(`${kind}:${id}:${exp}`).digest('base64url');
  }

  sign(kind: 'uploadfiles' | 'files' | 'inline', id: string, fileName: string, now = Date.now()): string {
    const exp = Math.floor(now / 1000) + this.ttlSeconds;
    return `/${kind}/${id}/${urlName(fileName)}?exp=${exp}&sig=${this.mac(kind, id, exp)}`;
  }

  verify(kind: string, id: string, exp: number, sig: string, now = Date.now()): boolean {
    if (!Number.isInteger(exp) || exp < now / 1000) return false;
    const want = Buffer.from(this.mac(kind, id, exp));
    const got = Buffer.from(sig);
    return want.length === got.length && timingSafeEqual(want, got);
  }
}
