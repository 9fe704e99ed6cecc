import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, userRoles, users } from '../../platform/db/platform.tables.ts';
import { bearer, startTestApp, type TestApp } from '../../test/harness.ts';
import { freshStudents } from '../../test/student-factory.ts';

/**
 * A people administrator's invite link (README 'Password links'): e-mailed through SMTP_URL (a real
 * SMTP server on loopback), else answered once; audited; refused to anyone without the role.
 */
interface Captured { to: string[]; body: string }
const mails: Captured[] = [];
const smtp = new SMTPServer({
  authOptional: true, disabledCommands: ['STARTTLS'], logger: false,
  onData(stream, session, done) {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => { chunks.push(c); });
    stream.on('end', () => { mails.push({ to: session.envelope.rcptTo.map((r) => r.address), body: Buffer.concat(chunks).toString('utf8') }); done(); });
  },
});

let mailing: TestApp;
let plain: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  mailing = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, PUBLIC_URL: 'https://portal.school.edu.cn' });
  plain = await startTestApp({ PUBLIC_URL: 'https://portal.school.edu.cn' });
}, 60_000);
afterAll(async () => {
  await mailing.close();
  await plain.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const invite = (t: TestApp, token: string, id: number) => t.app.inject({ method: 'POST', url: `/api/people/${id}/password-link`, headers: bearer(token) });

/** A member of staff holding people.admin, signed in. */
async function peopleAdmin(t: TestApp) {
  const [p] = await freshStudents(t.db, 1, { kind: 'staff', studentNumber: null });
  await t.db.insert(userRoles).values({ userId: p!.id, role: 'people.admin' });
  return { ...p!, token: (await t.login(p!.username)).token };
}

function fromQuotedPrintable(raw: string): string {
  const bytes: number[] = [];
  const text = raw.replace(/=\r?\n/g, '');
  for (let i = 0; i < text.length; i += 1) {
    if (text[i] === '=' && /^[0-9A-F]{2}$/.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(text.charCodeAt(i));
  }
  return Buffer.from(bytes).toString('utf8');
}

describe('the invite link', () => {
  it('is e-mailed in both languages through SMTP_URL and audited; the mailed link sets the password', async () => {
    const admin = await peopleAdmin(mailing);
    const [p] = await freshStudents(mailing.db, 1);
    const res = await invite(mailing, admin.token, p!.id);
    const data = res.json().data;
    expect(res.json().statusCode, res.body).toBe(200);
    expect(data).toMatchObject({ emailed: true, email: `${p!.username}@example.edu.cn`, url: null });
    const mail = mails.find((m) => m.to.includes(`${p!.username}@example.edu.cn`))!;
    expect(mail).toBeDefined();
    // nodemailer sends the UTF-8 text as quoted-printable or base64, whichever is shorter.
    const [, head = '', raw = ''] = /^([\s\S]*?)\r?\n\r?\n([\s\S]*)$/.exec(mail.body) ?? [];
    const text = /transfer-encoding: base64/i.test(head) ? Buffer.from(raw, 'base64').toString('utf8') : fromQuotedPrintable(raw);
    expect(head).toContain('=?UTF-8?');
    expect(text).toContain('设置密码');
    expect(text).toContain('to set your password');
    expect(text).toContain(p!.username);
    const url = /https:\/\/portal\.school\.edu\.cn\/set-password\?token=([\w-]+)/.exec(text);
    expect(url).not.toBeNull();
    const set = await mailing.app.inject({ method: 'POST', url: '/api/auth/password-link', payload: { token: url![1], password: 'mailed-link-pass-1' } });
    expect(set.json().statusCode, set.body).toBe(200);
    const audit = await mailing.db.select().from(auditLog).where(and(eq(auditLog.subjectId, p!.id), eq(auditLog.action, 'people.password-link')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: admin.id, path: '/api/people/:id/password-link', params: { id: String(p!.id) } });
  });

  it('is answered once for the administrator to pass on when the portal has no SMTP', async () => {
    const admin = await peopleAdmin(plain);
    const [p] = await freshStudents(plain.db, 1);
    const data = (await invite(plain, admin.token, p!.id)).json().data;
    expect(data).toMatchObject({ emailed: false, email: null });
    expect(data.url).toMatch(/^https:\/\/portal\.school\.edu\.cn\/set-password\?token=[\w-]{43}$/);
    const token = new URL(data.url as string).searchParams.get('token')!;
    const state = await plain.app.inject({ method: 'POST', url: '/api/auth/password-link/state', payload: { token } });
    expect(state.json().data).toMatchObject({ state: 'valid', username: p!.username });
  });

  it('is refused for a person who left, for an unknown person, and to anyone without the role', async () => {
    const admin = await peopleAdmin(plain);
    const [p] = await freshStudents(plain.db, 1);
    const student = await plain.login(p!.username);
    expect((await invite(plain, student.token, p!.id)).statusCode).toBe(403);
    expect((await invite(plain, admin.token, 2_000_000_000)).json().message).toBe('90005');
    await plain.db.update(users).set({ isDisabled: true, leftOn: '2025-06-30', leftReason: 'graduated' }).where(eq(users.id, p!.id));
    expect((await invite(plain, admin.token, p!.id)).json()).toMatchObject({ statusCode: 700, message: '99213' });
    // The administrator passes every role rule.
    const root = await plain.login('admin');
    const [q] = await freshStudents(plain.db, 1);
    expect((await invite(plain, root.token, q!.id)).json().statusCode).toBe(200);
  });
});
