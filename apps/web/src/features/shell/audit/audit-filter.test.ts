import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { actionKey, personText, requestText, toAuditFilter } from './audit-filter.ts';

const admin = { id: 1, name: '系统管理员', enName: 'Administrator', username: 'admin' };

describe('the audit filter form', () => {
  it('leaves blank fields out and trims the texts', () => {
    expect(toAuditFilter({ actor: '  ', subject: ' mba01 ', path: '', action: undefined })).toEqual({ subject: 'mba01' });
  });

  it('sends the picked days as they read, whatever the browser zone', () => {
    expect(toAuditFilter({ status: 'refused', range: [dayjs('2026-03-01T00:00:00'), dayjs('2026-03-02T23:59:00')] }))
      .toEqual({ status: 'refused', from: '2026-03-01', to: '2026-03-02' });
    expect(toAuditFilter({ range: [null, dayjs('2026-03-02T00:00:00')] })).toEqual({ to: '2026-03-02' });
    expect(toAuditFilter({ range: null })).toEqual({});
  });
});

describe('the audit row texts', () => {
  it('names a person in the current language, with the username', () => {
    expect(personText('en-US', admin)).toBe('Administrator (admin)');
    expect(personText('zh-CN', admin)).toBe('系统管理员 (admin)');
    expect(personText('en-US', { ...admin, enName: null })).toBe('系统管理员 (admin)');
  });

  it('writes the request with the ids it named', () => {
    expect(requestText({ method: 'GET', path: '/api/VDNotice/:id', params: { id: '5' } })).toBe('GET /api/VDNotice/:id (id=5)');
    expect(requestText({ method: 'POST', path: '/api/GSMNewsReports', params: null })).toBe('POST /api/GSMNewsReports');
  });

  it('keys the simulator actions without a dot', () => {
    expect(actionKey('simulate.start')).toBe('simulateStart');
    expect(actionKey('query')).toBe('query');
  });
});
