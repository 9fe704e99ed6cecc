// The HTTP side of the benchmarks: calls with real access tokens, a closed loop (N callers, each
// sends when its previous call ends) and an open loop (calls sent on a fixed schedule).
import http from 'node:http';

export const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export function httpClient(maxSockets) {
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  /**
   * One call; `statusCode` is the envelope's code (the server answers HTTP 200 with a code inside),
   * -1 when the connection failed. `refused` marks a call that never reached a server (nothing written).
   */
  function call(port, method, path, token, body) {
    const payload = body ? JSON.stringify(body) : undefined;
    return new Promise((resolve) => {
      const req = http.request({ host: '127.0.0.1', port, path, method, agent, headers: {
        authorization: `Bearer ${token}`, ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
      } }, (res) => {
        let text = '';
        res.on('data', (c) => { text += c; });
        res.on('end', () => {
          let statusCode;
          try { statusCode = res.statusCode === 200 ? JSON.parse(text).statusCode : res.statusCode; } catch { statusCode = -1; }
          resolve({ statusCode, text, refused: false });
        });
        res.on('error', () => resolve({ statusCode: -1, text: '', refused: false }));
      });
      req.on('error', (err) => resolve({ statusCode: -1, text: String(err.code ?? err), refused: err.code === 'ECONNREFUSED' }));
      if (payload) req.write(payload);
      req.end();
    });
  }
  return { call, close: () => agent.destroy() };
}

/**
 * Sends one work item; with `retryRefused` (the kill -9 run) a call the server never received is
 * sent again until one takes it, to the next of `ports` as a load balancer would, so only the calls
 * in flight at the kill are lost.
 */
async function send(call, w, { retryRefused, deadline, ports }) {
  for (let attempt = 0; ; attempt += 1) {
    const port = attempt === 0 ? w.port : ports[(ports.indexOf(w.port) + attempt) % ports.length];
    const r = await call(port, 'POST', w.path, w.t, w.body);
    if (!(retryRefused && r.refused) || performance.now() > deadline) return r;
    if (attempt % ports.length === ports.length - 1) await sleep(20);
  }
}

function tally() {
  const t = { latencies: [], errors: 0, acked: [], codes: new Map() };
  t.record = (w, r, ms) => {
    t.latencies.push(ms);
    if (r.statusCode === 200) t.acked.push(w);
    else { t.errors += 1; t.codes.set(r.statusCode, (t.codes.get(r.statusCode) ?? 0) + 1); }
  };
  t.summary = (seconds) => {
    const sorted = t.latencies.sort((a, b) => a - b);
    return { n: sorted.length, seconds, rate: sorted.length / seconds, p50: pct(sorted, 50), p99: pct(sorted, 99), max: sorted.at(-1) ?? 0,
      errors: t.errors, acked: t.acked, codes: Object.fromEntries(t.codes) };
  };
  return t;
}

/** Closed loop: `concurrency` callers; `onSent(i)` sees each call as it is sent (the kill -9 trigger). */
export async function closedLoop(call, work, { concurrency, ports, retryRefused = false, onSent = () => {} }) {
  const t = tally();
  let next = 0;
  const started = performance.now();
  const deadline = started + 600_000;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < work.length) {
      const i = next++;
      onSent(i);
      const sent = performance.now();
      const r = await send(call, work[i], { retryRefused, deadline, ports });
      t.record(work[i], r, performance.now() - sent);
    }
  }));
  return t.summary((performance.now() - started) / 1000);
}

/**
 * Open loop: call i is due at start + i / rate whatever happened to the calls before it, and its
 * latency runs from that due time, so a stalled server shows in the figures instead of slowing the
 * sender down (no coordinated omission).
 */
export async function openLoop(call, work, { rate, ports, retryRefused = false, onSent = () => {} }) {
  const t = tally();
  const inFlight = [];
  const started = performance.now();
  const deadline = started + (work.length / rate) * 1000 + 600_000;
  let next = 0;
  while (next < work.length) {
    const now = performance.now();
    const due = Math.min(work.length, Math.floor(((now - started) / 1000) * rate) + 1);
    for (; next < due; next += 1) {
      const i = next;
      const dueAt = started + (i / rate) * 1000;
      onSent(i);
      inFlight.push(send(call, work[i], { retryRefused, deadline, ports }).then((r) => t.record(work[i], r, performance.now() - dueAt)));
    }
    await sleep(1);
  }
  const sendingEnded = performance.now();
  await Promise.all(inFlight);
  return { ...t.summary((sendingEnded - started) / 1000), drainMs: performance.now() - sendingEnded };
}
