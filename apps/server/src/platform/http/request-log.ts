/**
 * A request as the log shows it: what Fastify logs by default, with the secret of a calendar-feed
 * address left out. The secret in that path is a credential (a calendar app sends no token), and
 * logs are read by more people than the tokens' owners, as the redacted headers are.
 */
export function requestForLog(req: { method: string; url: string; host?: string; ip?: string; socket?: { remotePort?: number } }) {
  return {
    method: req.method, url: req.url.replace(/(\/calendar\/feed\/)[^/?#]+\.ics/i, '$1[secret]'),
    host: req.host, remoteAddress: req.ip, remotePort: req.socket?.remotePort,
  };
}
