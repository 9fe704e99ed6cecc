import type { MessageTable } from './types.ts';

/** People and roles (server module people, 99200-99299): the first administrator, one-time password links, password rules, SSO matching. */
export const passwordLinkMessages = {
} satisfies MessageTable;
