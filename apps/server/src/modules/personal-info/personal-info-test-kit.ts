import { eq } from 'drizzle-orm';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { DEMO_PASSWORD } from '../../platform/auth/users.seed.ts';
import { userRoles, users } from '../../platform/db/platform.tables.ts';
import { pngOf } from '../../platform/files/png-encode.ts';
import { apiKit } from '../../test/api-kit.ts';
import { bearer, type TestApp } from '../../test/harness.ts';
import { freshStudents } from '../../test/student-factory.ts';
import { multipart } from '../../test/upload-fixtures.ts';

/** Shared steps of the personal-information tests: students of each programme, uploads, the two calls. */
export function personalInfoKit(t: () => TestApp, tokens: Record<string, string>) {
  const api = apiKit(t, tokens);
  const ids: Record<string, number> = {};

  /** A fresh student of a programme, signed in under `name`. */
  const student = async (name: string, pageType: string, over: Partial<typeof users.$inferInsert> = {}) => {
    const [s] = await freshStudents(t().db, 1, { pageType, ...over });
    tokens[name] = (await t().login(s!.username)).token;
    ids[name] = s!.id;
    return s!.id;
  };
  const staff = async (name: string, role: string) => {
    const [u] = await t().db.insert(users).values({ username: `${name}${Date.now()}`, name, passwordHash: await hashPassword(DEMO_PASSWORD) }).returning();
    await t().db.insert(userRoles).values({ userId: u!.id, role });
    tokens[name] = (await t().login(u!.username)).token;
    ids[name] = u!.id;
  };

  const upload = async (who: string, use: string, name: string, content: Buffer) => {
    const body = multipart(name, content);
    const res = await t().app.inject({ method: 'POST', url: `/api/GsmFile/FileUpLoad?use=${use}`, payload: body.payload, headers: { ...body.headers, ...bearer(tokens[who]!) } });
    return res.json() as { statusCode: number; message: string; data: { id: string; fileName: string; fileUrl: string } | null };
  };
  /** An uploaded photo's JSON text as the page sends it. */
  const photo = async (who: string, width: number, height: number, opts: { use?: string; name?: string; padTo?: number } = {}) => {
    const up = await upload(who, opts.use ?? 'photo', opts.name ?? 'me.png', pngOf(width, height, { padTo: opts.padTo ?? 0 }));
    if (up.statusCode !== 200) throw new Error(`upload refused: ${JSON.stringify(up)}`);
    return JSON.stringify({ name: up.data!.fileName, uid: up.data!.id, url: up.data!.fileUrl, status: 'done' });
  };

  const emba = (studentPhoto: string, over: object = {}) => ({
    email: 'emba.student@example.edu.cn', mobile: '13912345678', company: '华夏科技', position: '总经理', isTop500: true, isChinaTop500: false,
    studentPhoto, emergency: '王强', emergencyPhone: '13900000009', ...over,
  });
  const get = (who: string, userId: number, lang?: string) => api.call(who, 'GET', `/api/GsmSchoolRollStudent/${userId}`, undefined, lang);
  const put = (who: string, userId: number, body: object, lang?: string) => api.call(who, 'PUT', `/api/GsmSchoolRollStudent/${userId}`, body, lang);
  const userRow = async (id: number) => (await t().db.select().from(users).where(eq(users.id, id)))[0]!;

  return { ...api, ids, student, staff, upload, photo, emba, get, put, userRow };
}
