import type { FastifyInstance } from 'fastify';
import { BizError } from './errors.ts';

const NUL = '\u0000';

function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes(NUL);
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => hasNul(v, depth + 1));
  return Object.entries(value).some(([k, v]) => k.includes(NUL) || hasNul(v, depth + 1));
}

/**
 * PostgreSQL text cannot hold U+0000, so a NUL anywhere in the input would end as a database error
 * (500); it is refused up front as invalid input instead.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    if (hasNul(req.body) || hasNul(req.query) || hasNul(req.params)) throw new BizError('90003', { detail: 'NUL character' });
  });
}
