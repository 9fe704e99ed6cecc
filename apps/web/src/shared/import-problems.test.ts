import { describe, expect, it } from 'vitest';
import { importProblemText } from './import-problems.tsx';

/** An import preview's problems read in the user's language, each field by the screen's label. */
describe('import problems', () => {
  const labels = { zh: { courseNameCN: '中文名称', seatLimit: '名额' }, en: { courseNameCN: 'Chinese name', seatLimit: 'Seats' } };

  it('names the field with the screen’s label, in Chinese and in English', () => {
    const required = { code: '90100', params: { field: 'courseNameCN' } };
    expect(importProblemText(required, 'zh', labels.zh)).toBe('请填写中文名称');
    expect(importProblemText(required, 'en', labels.en)).toBe('Chinese name is required');
    const min = { code: '90103', params: { field: 'seatLimit', min: 0 } };
    expect(importProblemText(min, 'en', labels.en)).toBe('Seats must not be less than 0');
  });

  it('fills a domain code’s own parameters, and keeps an unknown code rather than hide it', () => {
    expect(importProblemText({ code: '92018', params: { text: '1-8/9/25:00-26:00' } }, 'en', {})).toContain('Class time "1-8/9/25:00-26:00" is not valid');
    expect(importProblemText({ code: '92018', params: { text: 'x' } }, 'zh', {})).toContain('上课时间“x”格式不正确');
    expect(importProblemText({ code: '99999', params: {} }, 'en', {})).toBe('99999');
  });
});
