import { readFile } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { ConditionalType, type EmployerInput, type Page, type PositionInput, type PositionRow } from '@portal/contracts';
import { apiKit } from '../../test/api-kit.ts';
import { bearer, type TestApp } from '../../test/harness.ts';
import { multipart } from '../../test/upload-fixtures.ts';
import { positions } from './positions.tables.ts';

let serial = 0;
/** A name no other test (nor the demo) uses, so searches find exactly what a test made. */
export const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(serial += 1)}`;

/** Factories of the positions tests: employers and postings are made through the console's calls, as careeradmin. */
export function positionsKit(t: () => TestApp, tokens: Record<string, string>) {
  const { call, okData, refused, forbidden, userId } = apiKit(t, tokens);

  const makeEmployer = async (o: Partial<EmployerInput> = {}) =>
    (await okData<{ id: number }>(call('careeradmin', 'POST', '/api/career-admin/employers', {
      cName: unique('测试单位'), eName: unique('Test Employer '), enterpriseIndustry: '3', enterpriseProperty: '2', webUrl: 'example.com', ...o,
    }))).id;

  const positionInput = (enterpriseId: number, o: Partial<PositionInput> = {}): PositionInput => ({
    enterpriseId, name: unique('测试职位'), category: 'FullTime', endDate: '2999-12-31', description: '<p>岗位描述</p>',
    educationBackgroundAndCount: [{ dicFieldName: '4', count: 2 }], ...o,
  });
  const makePosition = async (enterpriseId: number, o: Partial<PositionInput> = {}, publish = true) => {
    const { id } = await okData<{ id: number }>(call('careeradmin', 'POST', '/api/career-admin/positions', positionInput(enterpriseId, o)));
    if (publish) await act(id, 'publish');
    return id;
  };
  const act = (id: number, action: string) => okData(call('careeradmin', 'POST', `/api/career-admin/positions/${id}/lifecycle`, { action }));
  /** Moves a posting's deadline by days from the school's today (the console refuses a past one only on publish). */
  const setDeadline = async (id: number, days: number) => {
    await t().db.update(positions).set({ endDate: sql`(now() at time zone 'Asia/Shanghai')::date + ${days}::int` }).where(eq(positions.id, id));
  };
  const list = (who: string, body: Record<string, unknown>) => okData<Page<PositionRow>>(call(who, 'POST', '/api/VD/QueryPositionList', body));
  const search = async (who: string, queryText: string, extra: Record<string, unknown> = {}) => (await list(who, { queryText, pageSize: 100, ...extra })).data;
  const showExpired = { fieldName: 'showExpired', fieldValue: 'true', conditionalType: ConditionalType.equal };

  const upload = async (who: string, name: string, bytes: Buffer, use = 'positionAttachment') => {
    const body = multipart(name, bytes);
    const res = await t().app.inject({ method: 'POST', url: `/api/GsmFile/FileUpLoad?use=${use}`, payload: body.payload, headers: { ...body.headers, ...bearer(tokens[who]!) } });
    expect(res.json().statusCode, res.body).toBe(200);
    return res.json().data as { id: string; fileName: string; fileUrl: string };
  };
  const fixture = (name: string) => readFile(new URL(`./fixtures/${name}`, import.meta.url));

  return { call, okData, refused, forbidden, userId, makeEmployer, positionInput, makePosition, act, setDeadline, list, search, showExpired, upload, fixture };
}
