import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { noticeArrives, rolesKit } from './roles-test-kit.ts';

/**
 * A grant or a revoke holds at once, on this instance and on a second one on the same database,
 * though both would keep what they cached of a user for a minute: the change reaches them through
 * the database's notice (auth-changes.sql), as a disable does (session-revocation.int.test.ts).
 */
let t: TestApp;
let other: FastifyInstance;
let k: ReturnType<typeof rolesKit>;
beforeAll(async () => {
  t = await startTestApp({ AUTH_CACHE_TTL_MS: '60000' });
  other = (await buildApp(t.config, t.db, { listen: t.listen })).app;
  await other.ready();
  k = rolesKit(t);
});
afterAll(async () => {
  await other.close();
  await t.close();
});

/** The HTTP status of a GET as `username` on each instance: [this one, the other]. */
const statuses = async (username: string, url: string) => [
  (await k.call(username, 'GET', url)).statusCode,
  (await k.call(username, 'GET', url, undefined, other)).statusCode,
];

describe('a role change holds at once on every instance', () => {
  it('opens the routes of a granted role and closes them when it is revoked', async () => {
    const plans = '/api/admin/bidding/plans';
    // Each instance has read canteen01's rights once, so a stale cache would answer from them.
    expect(await statuses('canteen01', plans)).toEqual([403, 403]);

    await k.okData(k.grant('admin', 'canteen01', 'course.admin', '协助选课'));
    await noticeArrives();
    expect(await statuses('canteen01', plans)).toEqual([200, 200]);

    await k.okData(k.revoke('admin', 'canteen01', 'course.admin', '选课结束'));
    await noticeArrives();
    expect(await statuses('canteen01', plans)).toEqual([403, 403]);
  });

  it('gives and takes the administrator\'s rights at once', async () => {
    const audit = '/api/admin/audit-log';
    expect(await statuses('eduadmin', audit)).toEqual([403, 403]);

    await k.okData(k.grant('admin', 'eduadmin', 'admin', '第二位管理员'));
    try {
      await noticeArrives();
      expect(await statuses('eduadmin', audit)).toEqual([200, 200]);
    } finally {
      await k.okData(k.revoke('admin', 'eduadmin', 'admin', '交接完成'));
    }
    await noticeArrives();
    expect(await statuses('eduadmin', audit)).toEqual([403, 403]);
  });

  it('ends the sign-ins of someone whose last role is revoked (701)', async () => {
    expect(await statuses('canteen01', '/api/User/info')).toEqual([200, 200]);
    await k.okData(k.revoke('admin', 'canteen01', 'canteen.admin', '调离'));
    try {
      await noticeArrives();
      expect(await statuses('canteen01', '/api/User/info')).toEqual([701, 701]);
    } finally {
      await k.okData(k.grant('admin', 'canteen01', 'canteen.admin', '回到餐厅'));
    }
    await noticeArrives();
    expect(await statuses('canteen01', '/api/User/info')).toEqual([200, 200]);
  });
});
