import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = (await t.login('mba01')).token;
});
afterAll(async () => { await t.close(); });

const types = [
  'PositionCategory', 'EnterpriseIndustry', 'AttendanceStatus', 'HRPolitical', 'VDResumeEduInfoDegree', 'VDResumeEduInfoType',
  'Proficiency', 'EnglishLevel', 'CareerInterestBK', 'PreMBAIndustries', 'PreMBAWorkingYears', 'MBACareerInterestIndustry',
  'MBACareerInterestFunction', 'CareerInterestYanJiuSheng', 'MostInterestedIndustries', 'ActivityType',
  'StudentBaseInfoEducationBackground', 'MarriageStatus', 'LiberalAndScience', 'MBAEntranceWay', 'MBAEntranceWayDoctor',
  'MBAEntranceWayForVDRecruitStudentInfoOtherEdu', 'EnterpriseProperty', 'StudentDirection', 'MBAChoose', 'BSBChoose',
];

const cjk = /[\u4e00-\u9fff]/;
/** Degree names such as MBA, EMBA and DBA are written the same way in Chinese. */
const acronym = /^[A-Z]{2,5}$/;

interface Item { fieldName: string; fieldValue: string; extraProperties: string }

const byType = (value: string, auth = true) => t.app.inject({
  method: 'POST', url: `/api/GsmBishopManagement/dataDictionaryByType?value=${encodeURIComponent(value)}`,
  headers: auth ? bearer(token) : {},
});

describe('dataDictionaryByType', () => {
  it.each(types)('answers %s with Chinese names, codes and English names', async (type) => {
    const body = (await byType(type)).json();
    expect(body.statusCode).toBe(200);
    const items = body.data as Item[];
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(Object.keys(item).sort()).toEqual(['extraProperties', 'fieldName', 'fieldValue']);
      expect(item.fieldName.trim()).not.toBe('');
      expect(item.fieldValue.trim()).not.toBe('');
      expect(item.extraProperties.trim()).not.toBe('');
      expect(cjk.test(item.fieldName) || acronym.test(item.fieldName), item.fieldName).toBe(true);
      expect(item.extraProperties).not.toMatch(cjk);
      expect(item.extraProperties).toMatch(/[A-Za-z]/);
    }
    expect(items.filter((i) => cjk.test(i.fieldName)).length).toBeGreaterThan(items.length / 2);
    expect(new Set(items.map((i) => i.fieldValue)).size).toBe(items.length);
  });

  it('answers Proficiency as exactly N, F, I, B', async () => {
    const items = (await byType('Proficiency')).json().data as Item[];
    expect(items.map((i) => i.fieldValue)).toEqual(['N', 'F', 'I', 'B']);
    expect(items.map((i) => i.extraProperties)).toEqual(['Native', 'Fluent', 'Intermediate', 'Basic']);
  });

  it('refuses an unknown type with 90003', async () => {
    const res = await byType('NoSuchDictionary');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ statusCode: 700, message: '90003', data: null });
  });

  it('refuses a missing type with 90003', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/GsmBishopManagement/dataDictionaryByType', headers: bearer(token) });
    expect(res.json()).toMatchObject({ statusCode: 700, message: '90003' });
  });

  it('answers HTTP 401 without a token', async () => {
    expect((await byType('Proficiency', false)).statusCode).toBe(401);
  });
});

describe('enrolment and nationality dictionaries', () => {
  it('answers GSMBAEnrollDic?Type=Political with names', async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/api/GSMBAEnrollDic?Type=Political', headers: bearer(token) })).json();
    expect(body.statusCode).toBe(200);
    const items = body.data as { name: string; enName: string }[];
    expect(items.length).toBeGreaterThan(5);
    for (const item of items) {
      expect(item.name).toMatch(cjk);
      expect(item.enName.trim()).not.toBe('');
    }
    expect(items.map((i) => i.name)).toContain('中共党员');
  });

  it('refuses another GSMBAEnrollDic type with 90003', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/GSMBAEnrollDic?Type=Secret', headers: bearer(token) });
    expect(res.json()).toMatchObject({ statusCode: 700, message: '90003' });
  });

  it('answers nationalities with id, name and English name, China first', async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/api/GSMDataDict/DataDictionaryProc?typeID=Nationality', headers: bearer(token) })).json();
    expect(body.statusCode).toBe(200);
    const items = body.data as { id: string; name: string; enName: string }[];
    expect(items.length).toBeGreaterThan(10);
    expect(items[0]).toEqual({ id: 'CN', name: '中国', enName: 'China' });
    for (const item of items) {
      expect(item.id).toMatch(/^[A-Z]{2}$/);
      expect(item.name).toMatch(cjk);
      expect(item.enName).toMatch(/[A-Za-z]/);
    }
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
  });

  it('refuses another DataDictionaryProc type with 90003', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/GSMDataDict/DataDictionaryProc?typeID=Password', headers: bearer(token) });
    expect(res.json()).toMatchObject({ statusCode: 700, message: '90003' });
  });
});
