import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const web = join(root, 'apps/web');
const index = join(web, 'dist/index.html');

function newest(dir) {
  let t = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    t = Math.max(t, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

/** Builds the web app when it has never been built or its sources changed since. */
export function ensureWebBuilt() {
  const sources = [join(web, 'src'), join(web, 'build'), join(root, 'packages/contracts/src')];
  const stale = !existsSync(index) || sources.some((d) => newest(d) > statSync(index).mtimeMs)
    || ['index.html', 'vite.config.ts'].some((f) => statSync(join(web, f)).mtimeMs > statSync(index).mtimeMs);
  if (!stale) return;
  console.log('Building the web app…');
  const run = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
