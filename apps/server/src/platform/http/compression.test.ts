import { describe, expect, it } from 'vitest';
import { acceptedEncoding } from './compression.ts';

describe('acceptedEncoding', () => {
  const both = ['br', 'gzip'] as const;

  it('prefers brotli when the client takes both at the same weight', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd', both)).toBe('br');
    expect(acceptedEncoding('*', both)).toBe('br');
  });

  it('follows the client’s q-values and refusals', () => {
    expect(acceptedEncoding('gzip;q=1, br;q=0.5', both)).toBe('gzip');
    expect(acceptedEncoding('br;q=0, *', both)).toBe('gzip');
    expect(acceptedEncoding('BR; q=0.8', both)).toBe('br');
    expect(acceptedEncoding('deflate, identity', both)).toBeNull();
    expect(acceptedEncoding(undefined, both)).toBeNull();
  });

  it('chooses only among the copies at hand', () => {
    expect(acceptedEncoding('gzip, br', ['gzip'])).toBe('gzip');
    expect(acceptedEncoding('br', ['gzip'])).toBeNull();
  });
});
