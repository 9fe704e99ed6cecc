import { describe, expect, it } from 'vitest';
import { buildPageRequest, isBlankFilter, toConModels } from './paged-request.ts';

describe('buildPageRequest', () => {
  it('sends a zero-based page number and no sorting when none is chosen', () => {
    const req = buildPageRequest({ current: 3, pageSize: 20, filters: {} }, []);
    expect(req).toEqual({ pageNo: 2, pageSize: 20, conModels: [] });
  });

  it('maps antd sort orders onto orderBy/sort', () => {
    const req = buildPageRequest({ current: 1, pageSize: 10, sortField: 'publishTime', sortOrder: 'descend', filters: {} }, []);
    expect(req.orderBy).toBe('publishTime');
    expect(req.sort).toBe('desc');
  });

  it('trims the search text and leaves it out when blank', () => {
    expect(buildPageRequest({ current: 1, pageSize: 10, filters: {} }, [], '  x ').queryText).toBe('x');
    expect(buildPageRequest({ current: 1, pageSize: 10, filters: {} }, [], '   ').queryText).toBeUndefined();
  });
});

describe('toConModels', () => {
  it('uses like for text filters and equal for choice lists, skipping blanks', () => {
    const models = toConModels(
      { title: ' news ', state: '1', empty: '  ' },
      [{ fieldName: 'title' }, { fieldName: 'state', options: [{ label: 'a', value: '1' }] }, { fieldName: 'empty' }],
    );
    expect(models).toEqual([
      { fieldName: 'title', fieldValue: 'news', conditionalType: 1 },
      { fieldName: 'state', fieldValue: '1', conditionalType: 0 },
    ]);
  });

  it('keeps an explicit conditionalType', () => {
    expect(toConModels({ year: '2024' }, [{ fieldName: 'year', conditionalType: 3 }])[0]?.conditionalType).toBe(3);
  });
});

describe('isBlankFilter', () => {
  it('treats whitespace as empty', () => {
    expect(isBlankFilter('  ')).toBe(true);
    expect(isBlankFilter(undefined)).toBe(true);
    expect(isBlankFilter('a')).toBe(false);
  });
});
