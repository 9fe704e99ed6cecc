import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PortalMetrics } from './metrics.ts';

/**
 * `/metrics` on a port of its own (METRICS_PORT), without a token: for a scraper on a private
 * network that the public port's proxy does not expose. Answers the bound port and the close.
 */
export async function serveMetrics(metrics: PortalMetrics, port: number, host: string): Promise<{ port: number; close: () => Promise<void> }> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    metrics.render().then(
      (text) => res.writeHead(200, { 'content-type': metrics.contentType, 'cache-control': 'no-store' }).end(text),
      () => res.writeHead(500, { 'content-type': 'text/plain' }).end('metrics failed\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => { server.close(() => resolve()); }),
  };
}
