import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { homeFunctionGroupSchema, tokenResponseSchema, userInfoSchema, userLanguageSchema, type UserInfo } from '@portal/contracts';
import { z } from 'zod';
import { access, authOf } from '../../platform/auth/access.ts';
import type { AuthContext } from '../../platform/auth/access-token.ts';
import { findUserByEmail, findUserById, type UserRow } from '../../platform/auth/auth.repo.ts';
import { permissionsOf } from '../../platform/auth/page-permissions.ts';
import { homeFunctionsFor } from '../../platform/domains/menu.ts';
import type { ModuleContext, PageRule } from '../../platform/domains/module.ts';
import { auditTarget, markAudited, writeAudit } from '../../platform/audit/audit.ts';
import { ok } from '../../platform/http/envelope.ts';
import { BizError, HttpError, notAuthorised } from '../../platform/http/errors.ts';
import { reply } from '../../platform/http/schemas.ts';

function toUserInfo(pages: readonly PageRule[], user: UserRow, ctx: AuthContext, roles: string[], actor: UserRow | undefined): UserInfo {
  return {
    id: user.id, userID: user.username, name: user.name, enName: user.enName, gender: user.gender, birthDate: user.birthDate,
    studentNumber: user.studentNumber, studendtClassName: user.className, studendtClassNameEn: user.classNameEn ?? user.className, mobile: user.mobile, email: user.email,
    studentTypeId: user.studentTypeId, studyEntranceYear: user.studyEntranceYear, pageType: user.pageType,
    sutdentType: user.sutdentType, resumeStudentType: user.resumeStudentType, showDirectionKey: user.showDirectionKey,
    isBishop: user.isBishop, isOutBishop: user.isOutBishop, isAdmin: user.isAdmin, isHaveNewVDInterviewConsult: false,
    hrUserId: user.hrUserId, roles, permissions: permissionsOf(pages, ctx),
    virtualBy: actor ? { id: actor.id, name: actor.name, enName: actor.enName } : null,
    // While simulating, the banner's language stays the administrator's (platform/notifications README).
    language: actor ? null : userLanguageSchema.parse(user.language),
  };
}

export const userRoutes: FastifyPluginAsyncZod<ModuleContext> = async (app, { sessions, registry }) => {
  const tags = ['user'];

  app.get('/User/info', { config: access('user', 'get'), schema: { tags, response: reply(userInfoSchema) } }, async (req) => {
    const auth = authOf(req);
    const user = await findUserById(app.db, auth.userId);
    if (!user) throw notAuthorised();
    const roles = await sessions.authorisedRoles(user);
    const actor = auth.actorId ? await findUserById(app.db, auth.actorId) : undefined;
    return ok(toUserInfo(registry.pages, user, { ...auth, roles, isAdmin: user.isAdmin }, roles, actor));
  });

  app.get('/User/GetHomePageFunctionalModule', {
    config: access('user', 'query'),
    // isOutBishop is accepted for compatibility; the account's own flag decides.
    schema: { tags, querystring: z.object({ isOutBishop: z.string().max(10).optional() }), response: reply(z.array(homeFunctionGroupSchema)) },
  }, async (req) => {
    const auth = authOf(req);
    const user = await findUserById(app.db, auth.userId);
    if (!user) throw notAuthorised();
    return ok(homeFunctionsFor(registry.menu, user, await sessions.authorisedRoles(user)));
  });

  app.get('/User/loginAsThisUser', {
    config: access('user', 'get'),
    schema: { tags, querystring: z.object({ email: z.string().trim().min(3).max(200) }), response: reply(tokenResponseSchema) },
  }, async (req) => {
    const auth = authOf(req);
    const adminId = auth.actorId ?? auth.userId;
    const admin = await findUserById(app.db, adminId);
    if (!admin?.isAdmin || admin.isDisabled) throw new HttpError(403, '90023');
    const target = await findUserByEmail(app.db, req.query.email);
    if (!target) throw new BizError('90020');
    if (target.isAdmin) throw new BizError('90021');
    const ctx = await sessions.contextFor(target.id, auth.sid, admin.id);
    await sessions.setVirtualUser(auth.sid, target.id);
    // The start is its own row (an administrator switching from one simulated user to another gets no second).
    await writeAudit(app.db, { actorId: admin.id, subjectId: target.id, action: 'simulate.start', method: req.method, ...auditTarget(req), statusCode: 200 });
    markAudited(req);
    return ok(await sessions.accessFor(ctx));
  });

  app.get('/User/logoutCurrentVirtualUser', {
    config: access('user', 'get'),
    schema: { tags, response: reply(tokenResponseSchema) },
  }, async (req) => {
    const auth = authOf(req);
    if (!auth.actorId) throw new BizError('90022');
    await sessions.setVirtualUser(auth.sid, null);
    await writeAudit(app.db, { actorId: auth.actorId, subjectId: auth.userId, action: 'simulate.stop', method: req.method, ...auditTarget(req), statusCode: 200 });
    markAudited(req);
    return ok(await sessions.accessFor(await sessions.contextFor(auth.actorId, auth.sid, null)));
  });
};
