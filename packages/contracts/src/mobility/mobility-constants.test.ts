import { describe, expect, it } from 'vitest';
import { decodeListId, encodeListId } from './mobility-constants.ts';

describe('the project list route id (MOB-R02)', () => {
  it('is base64 of mode, separator and plan id, and decodes back', () => {
    expect(encodeListId('select', 12)).toBe(btoa('select&@@&12'));
    expect(decodeListId(encodeListId('show', 7))).toEqual({ mode: 'show', planId: 7 });
    expect(decodeListId(encodeListId('select', 7))).toEqual({ mode: 'select', planId: 7 });
  });

  it('reads anything malformed as view-only of no plan', () => {
    expect(decodeListId('%%%')).toEqual({ mode: 'show', planId: null });
    expect(decodeListId(btoa('admin&@@&1'))).toEqual({ mode: 'show', planId: 1 });
    expect(decodeListId(btoa('select&@@&1;drop'))).toEqual({ mode: 'select', planId: null });
  });
});
