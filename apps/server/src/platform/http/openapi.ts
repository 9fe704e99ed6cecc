import type { SwaggerTransform } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The security the OpenAPI document declares: a bearer access token on every route, except the
 * public ones (sign-in, the refresh cookie's routes, signed file links), which say what they take
 * instead. Clients and scanners then see the same rules the access hook enforces.
 */
export const openapiSecurity = {
  components: {
    securitySchemes: {
      bearerAuth: {
        type: 'http' as const, scheme: 'bearer', bearerFormat: 'JWT',
        description: 'Access token from /api/auth/login: a short-lived JWS conforming to RFC8725 (HS256 with a key of its own, audience and expiry checked).',
      },
      refreshCookie: { type: 'apiKey' as const, in: 'cookie', name: 'portal_rt', description: 'The HttpOnly refresh cookie set at sign-in.' },
    },
  },
  security: [{ bearerAuth: [] }],
};

/** Routes that take the refresh cookie instead of a bearer token. */
const cookieRoutes = new Set(['/api/auth/refresh', '/api/auth/logout']);

const INT32_MIN = -(2 ** 31);
const INT32_MAX = 2 ** 31 - 1;

/**
 * zod's JSON Schema gives an integer its bounds but no `format`; the format is read off the bounds
 * the validator enforces, so `int32` is claimed only where a larger value is refused.
 */
function addIntegerFormats(node: unknown): void {
  if (Array.isArray(node)) {
    for (const child of node) addIntegerFormats(child);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const schema = node as Record<string, unknown>;
  if (schema.type === 'integer' && schema.format === undefined) {
    const min = typeof schema.minimum === 'number' ? schema.minimum : -Infinity;
    const max = typeof schema.maximum === 'number' ? schema.maximum : Infinity;
    schema.format = min >= INT32_MIN && max <= INT32_MAX ? 'int32' : 'int64';
  }
  for (const child of Object.values(schema)) addIntegerFormats(child);
}

export const openapiTransform: SwaggerTransform = (args) => {
  const out = jsonSchemaTransform(args as Parameters<typeof jsonSchemaTransform>[0]);
  addIntegerFormats(out.schema);
  if (args.route.config?.access?.who !== 'public') return out;
  const security = cookieRoutes.has(args.url) ? [{ refreshCookie: [] }] : [];
  return { ...out, schema: { ...out.schema, security } };
};
