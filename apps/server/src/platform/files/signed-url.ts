import { createHmac, timingSafeEqual } from 'node:crypto';

/** Short-lived download links, so that a new browser window can open a file without a bearer header. */
export class UrlSigner {
  private readonly secret: string;
  private readonly ttlSeconds: number;
  constructor(secret: string, ttlSeconds: number) {
    this.secret = secret;
    this.ttlSeconds = ttlSeconds;
  }

  private mac(kind: string, id: string, exp: number): string {
    return createHmac('sha256', this.secret).update(`${kind}:${id}:${exp}`).digest('base64url');
  }

  sign(kind: 'uploadfiles' | 'files', id: string, fileName: string, now = Date.now()): string {
    const exp = Math.floor(now / 1000) + this.ttlSeconds;
    return `/${kind}/${id}/${encodeURIComponent(fileName)}?exp=${exp}&sig=${this.mac(kind, id, exp)}`;
  }

  verify(kind: string, id: string, exp: number, sig: string, now = Date.now()): boolean {
    if (!Number.isInteger(exp) || exp < now / 1000) return false;
    const want = Buffer.from(this.mac(kind, id, exp));
    const got = Buffer.from(sig);
    return want.length === got.length && timingSafeEqual(want, got);
  }
}
