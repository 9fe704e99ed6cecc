import { describe, expect, it } from 'vitest';
import { UrlSigner, urlName } from './signed-url.ts';

const secret = 'unit-test-secret-unit-test-secret-0000';
const id = '0b0f6a52-6d6e-4a3e-9a55-3c3f1d1d9a11';
const now = Date.UTC(2030, 0, 1, 12, 0, 0);

const parts = (url: string) => {
  const u = new URL(url, 'http://portal');
  return { path: u.pathname, exp: Number(u.searchParams.get('exp')), sig: u.searchParams.get('sig')! };
};

describe('UrlSigner', () => {
  const signer = new UrlSigner(secret, 3600);

  it('signs a link under its kind with the encoded name and an expiry of now + ttl', () => {
    const url = signer.sign('uploadfiles', id, '成绩 单.pdf', now);
    const p = parts(url);
    expect(p.path).toBe(`/uploadfiles/${id}/${encodeURIComponent('成绩 单.pdf')}`);
    expect(p.exp).toBe(now / 1000 + 3600);
    expect(p.sig).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url).not.toContain(secret);
  });

  it('verifies its own link until it expires', () => {
    const { exp, sig } = parts(signer.sign('uploadfiles', id, 'a.png', now));
    expect(signer.verify('uploadfiles', id, exp, sig, now)).toBe(true);
    expect(signer.verify('uploadfiles', id, exp, sig, now + 3599_000)).toBe(true);
    expect(signer.verify('uploadfiles', id, exp, sig, now + 3601_000)).toBe(false);
  });

  it('does not depend on the file name, which is only for the browser', () => {
    const a = parts(signer.sign('uploadfiles', id, 'a.png', now));
    const b = parts(signer.sign('uploadfiles', id, 'b.png', now));
    expect(a.sig).toBe(b.sig);
  });

  it('refuses a tampered signature', () => {
    const { exp, sig } = parts(signer.sign('uploadfiles', id, 'a.png', now));
    const flipped = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    expect(signer.verify('uploadfiles', id, exp, flipped, now)).toBe(false);
    expect(signer.verify('uploadfiles', id, exp, sig.slice(1), now)).toBe(false);
    expect(signer.verify('uploadfiles', id, exp, '', now)).toBe(false);
  });

  it('refuses the signature for another id, another kind or a changed expiry', () => {
    const { exp, sig } = parts(signer.sign('uploadfiles', id, 'a.png', now));
    expect(signer.verify('uploadfiles', id.replace('0b0f', '1b0f'), exp, sig, now)).toBe(false);
    expect(signer.verify('files', id, exp, sig, now)).toBe(false);
    expect(signer.verify('uploadfiles', id, exp + 86400, sig, now)).toBe(false);
  });

  it('refuses a non-integer expiry', () => {
    const { exp, sig } = parts(signer.sign('uploadfiles', id, 'a.png', now));
    expect(signer.verify('uploadfiles', id, exp + 0.5, sig, now)).toBe(false);
    expect(signer.verify('uploadfiles', id, Number.NaN, sig, now)).toBe(false);
  });

  it('refuses a link signed with another secret', () => {
    const other = new UrlSigner(`${secret}-other`, 3600);
    const { exp, sig } = parts(other.sign('uploadfiles', id, 'a.png', now));
    expect(signer.verify('uploadfiles', id, exp, sig, now)).toBe(false);
  });
});

describe('urlName', () => {
  it('keeps a name that fits the router parameter limit as it is, encoded', () => {
    expect(urlName('成绩 单.pdf')).toBe(encodeURIComponent('成绩 单.pdf'));
  });

  it('shortens a long name to 100 encoded characters, keeping its extension and whole characters', () => {
    const long = urlName(`${'课程作业报告'.repeat(30)}.docx`);
    expect(long.length).toBeLessThanOrEqual(100);
    expect(decodeURIComponent(long)).toMatch(/^(课程作业报告|课|程|作|业|报|告)+…\.docx$/);
    expect(urlName('a'.repeat(300)).length).toBeLessThanOrEqual(100);
  });
});
