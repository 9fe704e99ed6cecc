/**
 * A request as the log shows it: what Fastify logs by default, with the credentials some addresses
 * carry left out: the secret of a calendar-feed address (a calendar app sends no token), the
 * signature of a download link (`sig=`, which opens the file without a token until it expires) and
 * the single sign-on return's code and state, and the token of a one-time password link's page. Logs are read by more people than the credentials'
 * owners, as the redacted headers are.
 */
export function requestForLog(req: { method: string; url: string; host?: string; ip?: string; socket?: { remotePort?: number } }) {
  return { method: req.method, url: redactedUrl(req.url), host: req.host, remoteAddress: req.ip, remotePort: req.socket?.remotePort };
}

const isSsoReturn = (path: string) => /\/auth\/oidc\/callback\/?$/i.test(path);
/** The web's page of a one-time password link: its `token` sets the account's password. */
const isPasswordLinkPage = (path: string) => /^\/set-password\/?$/i.test(path);

export function redactedUrl(url: string): string {
  const q = url.indexOf('?');
  const path = (q < 0 ? url : url.slice(0, q)).replace(/(\/calendar\/feed\/)[^/?#]+\.ics/i, '$1[secret]');
  if (q < 0) return path;
  const secret = isSsoReturn(path) ? /^(sig|code|state)$/i : isPasswordLinkPage(path) ? /^(sig|token)$/i : /^sig$/i;
  // Each parameter is rewritten in place, so the rest of the address reads as it came.
  const query = url.slice(q + 1).split('&').map((pair) => {
    const eq = pair.indexOf('=');
    const name = eq < 0 ? pair : pair.slice(0, eq);
    return eq >= 0 && secret.test(safeDecode(name)) ? `${name}=[secret]` : pair;
  });
  return `${path}?${query.join('&')}`;
}

const safeDecode = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};
