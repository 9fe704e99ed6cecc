import type { CalendarEvent } from '@portal/contracts';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { functionHref } from './components/function-groups.tsx';
import { groupByDay } from './components/home-calendar.tsx';
import { isDueOrPast, isScheduled, managesNotices } from './pages/notice-list-page.tsx';
import { toSaveBody } from './pages/notice-edit-page.tsx';

const event = (id: string, start: string, end: string): CalendarEvent => ({ id, title: id, enTitle: id, start, end, kind: 'school', url: null });

describe('home calendar', () => {
  it('lists an event on every day it spans', () => {
    const days = groupByDay([event('a', '2025-03-03T09:00:00+08:00', '2025-03-05T17:00:00+08:00'), event('b', '2025-03-04T10:00:00+08:00', '2025-03-04T11:00:00+08:00')]);
    expect([...days.keys()]).toEqual(['2025-03-03', '2025-03-04', '2025-03-05']);
    expect(days.get('2025-03-04')?.map((e) => e.id)).toEqual(['a', 'b']);
  });
});

describe('function links', () => {
  it('opens the item url, else the notice list of its target', () => {
    const item = { title: 't', enTitle: 't', icon: 'BookOutlined', direct: false };
    expect(functionHref({ ...item, url: '/resume/index', target: null })).toBe('/resume/index');
    expect(functionHref({ ...item, url: null, target: 'rule' })).toBe('/news/list?fieldType=rule');
  });
});

describe('notice list rules', () => {
  it('marks dates on or before today', () => {
    // Days at the school: 23:30 UTC on the 10th is already the 11th in Beijing.
    const today = '2025-06-10T12:00:00+08:00';
    expect(isDueOrPast('2025-06-10T23:00:00+08:00', today)).toBe(true);
    expect(isDueOrPast('2025-06-01T00:00:00+08:00', today)).toBe(true);
    expect(isDueOrPast('2025-06-11T00:00:00+08:00', today)).toBe(false);
    expect(isDueOrPast('2025-06-10T23:30:00Z', today)).toBe(false);
  });

  it('marks as scheduled only a publish time still ahead', () => {
    const now = Date.parse('2025-06-10T12:00:00+08:00');
    expect(isScheduled('2025-06-10T12:00:01+08:00', now)).toBe(true);
    expect(isScheduled('2025-06-10T12:00:00+08:00', now)).toBe(false);
    expect(isScheduled('2025-06-10T04:00:00Z', now)).toBe(false);
  });

  it('lets news administrators and administrators manage notices', () => {
    expect(managesNotices({ roles: ['student'], isAdmin: false })).toBe(false);
    expect(managesNotices({ roles: ['news.site.admin'], isAdmin: false })).toBe(true);
    expect(managesNotices({ roles: [], isAdmin: true })).toBe(true);
  });
});

describe('notice editor', () => {
  it('sends blanks as null and an empty editor as no content', () => {
    const body = toSaveBody({ title: ' T ', enTitle: '  ', fieldType: 'rule', content: '<p><br></p>', enContent: '<br>', linkUrl: '', isTop: true, useModel: 1, alertWindow: [dayjs('2025-01-01T08:00:00+08:00'), null] });
    expect(body).toMatchObject({ title: 'T', enTitle: null, fieldType: 'rule', content: '', enContent: null, linkUrl: null, isTop: true, useModel: 1, endTime: null });
    expect(body.startTime).toMatch(/^2025-01-01T\d\d:00:00\+08:00$/);
    expect(body).not.toHaveProperty('notifyAudience');
  });

  it('sends the audience option as ticked or not, so unticking withdraws a request not yet sent', () => {
    const v = { title: 'T', fieldType: 'report' as const, isTop: false, useModel: 0 };
    expect(toSaveBody({ ...v, notifyAudience: true }).notifyAudience).toBe(true);
    expect(toSaveBody({ ...v, notifyAudience: false }).notifyAudience).toBe(false);
  });
});
