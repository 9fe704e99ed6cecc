import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { access, type AccessRule } from '../auth/access.ts';
import { mayWrite } from './audit.ts';

const call = (method: string, rule?: { access: AccessRule }) => ({ method, routeOptions: { config: rule ?? {} } }) as unknown as FastifyRequest;

describe('which simulated calls the audit records', () => {
  it('records every method but a read', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) expect(mayWrite(call(method, access('user', 'query')))).toBe(true);
  });

  it('leaves out reads that declare a read action', () => {
    expect(mayWrite(call('GET', access('user', 'get')))).toBe(false);
    expect(mayWrite(call('HEAD', access('user', 'query')))).toBe(false);
    expect(mayWrite(call('GET'))).toBe(false);
  });

  it('records a read whose action writes (an export stores its file) or that declares it writes', () => {
    expect(mayWrite(call('GET', access('user', 'export')))).toBe(true);
    expect(mayWrite(call('GET', access('user', 'get', { writes: true })))).toBe(true);
  });
});
