// What the first visit costs on the wire: the JavaScript the server sends for the sign-in route and
// for the home route (the entry with its static imports, plus the lazy chunks the route loads), in
// the bytes it really sends, the brotli copies the build writes beside each file. Fails over budget.
// Run after `vite build` (`npm run check:bundle` from the repository root):
//   node apps/web/scripts/bundle-size.mjs [--dist <dir>] [--list]
import { existsSync, readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const KB = 1024;
/** Issue 9: what a browser downloads before the page can be used. */
const budgets = { 'sign-in': 300 * KB, home: 350 * KB };

/**
 * The lazy modules each route loads as it renders, besides the entry. Every signed-in page sits in
 * the layout, which loads the back-to-top button after its first paint (app-layout.tsx).
 */
const routes = {
  'sign-in': [/\/shell\/pages\/login-page\.tsx$/],
  home: [/\/shell\/pages\/home-page\.tsx$/, /antd\/es\/float-button\/index\.js$/],
};

const args = process.argv.slice(2);
const distArg = args.includes('--dist') ? args[args.indexOf('--dist') + 1] : process.env.WEB_DIST;
const dist = distArg ? resolve(distArg) : fileURLToPath(new URL('../dist', import.meta.url));
const manifestPath = resolve(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`bundle-size: no ${manifestPath}; build the web app first (npm run build)`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}

const bytes = (file, suffix = '') => {
  const path = resolve(dist, file + suffix);
  return existsSync(path) ? statSync(path).size : null;
};
/** The file a browser that accepts brotli receives; the server falls back to the file itself. */
const wire = (file, suffix) => bytes(file, suffix) ?? bytes(file);
const sum = (keys, suffix) => [...keys].reduce((total, k) => total + wire(manifest[k].file, suffix), 0);
const kb = (n) => `${(n / KB).toFixed(1)} KB`;

const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
if (bytes(manifest[entry].file, '.br') === null) {
  console.error('bundle-size: the build has no .br copies; it must run with precompressPlugin (apps/web/build)');
  process.exit(1);
}
const base = closure(entry);

let over = false;
for (const [route, patterns] of Object.entries(routes)) {
  const keys = patterns.map((p) => {
    const key = Object.keys(manifest).find((k) => p.test(k));
    if (!key) {
      console.error(`bundle-size: no chunk for ${p} (route ${route}); update the route list in this script`);
      process.exit(1);
    }
    return key;
  });
  const all = new Set(base);
  for (const key of keys) closure(key, all);
  const br = sum(all, '.br');
  const budget = budgets[route];
  const verdict = br <= budget ? 'ok' : 'OVER BUDGET';
  if (br > budget) over = true;
  console.log(`${route.padEnd(8)} ${kb(br).padStart(9)} brotli (budget ${kb(budget)}, ${verdict}); ${kb(sum(all, '.gz'))} gzip, ${kb(sum(all))} uncompressed, ${all.size} files`);
  if (args.includes('--list')) {
    for (const k of [...all].sort((a, b) => wire(manifest[b].file, '.br') - wire(manifest[a].file, '.br'))) {
      console.log(`  ${kb(wire(manifest[k].file, '.br')).padStart(9)}  ${manifest[k].file}`);
    }
  }
}

if (args.includes('--pages')) {
  for (const page of Object.keys(manifest).filter((k) => /\/pages\/.+-pages?\.tsx$/.test(k))) {
    console.log(`  ${kb(sum(closure(page, new Set(base)), '.br')).padStart(9)}  ${page.replace(/^.*\/features\//, '')}`);
  }
}

if (over) {
  console.error('bundle-size: over budget; lazy-load what the route does not need on its first paint (run with --list to see the files)');
  process.exit(1);
}
