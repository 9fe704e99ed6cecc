import type { FastifyReply, FastifyRequest } from 'fastify';

export const REFRESH_COOKIE = 'portal_rt';
const path = '/api/auth';

export function setRefreshCookie(reply: FastifyReply, token: string, expiresAt: Date, secure: boolean): void {
  reply.setCookie(REFRESH_COOKIE, token, { httpOnly: true, sameSite: 'strict', path, secure, expires: expiresAt });
}

export function clearRefreshCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(REFRESH_COOKIE, { httpOnly: true, sameSite: 'strict', path, secure });
}

export const refreshCookieOf = (req: FastifyRequest): string | undefined => req.cookies[REFRESH_COOKIE];
