// Reports the gzip size of the JavaScript each route loads: the entry with its static imports,
// plus the route's lazy page chunk with its own. Run after `vite build`:
//   node apps/web/scripts/bundle-size.mjs
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8'));

function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}

const gz = (file) => gzipSync(readFileSync(new URL(file, dist))).length;
const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
const pages = Object.keys(manifest).filter((k) => /\/pages\/.+-page(s)?\.tsx$/.test(k));
const base = closure(entry);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const sum = (keys) => [...keys].reduce((total, k) => total + gz(manifest[k].file), 0);

console.log(`entry (every route): ${kb(sum(base))} gzip`);
for (const page of pages) {
  const all = closure(page, new Set(base));
  console.log(`${page.replace(/^.*\/pages\//, '')}: ${kb(sum(all))} gzip in total`);
}

// The first visit: sign in, then home. This is the figure the 350 KB budget is about.
const login = pages.find((p) => p.endsWith('login-page.tsx'));
const home = pages.find((p) => p.endsWith('home-page.tsx'));
if (login && home) {
  const both = closure(home, closure(login, new Set(base)));
  console.log(`sign-in + home together: ${kb(sum(both))} gzip`);
  if (process.argv.includes('--list')) {
    for (const k of [...both].sort((a, b) => gz(manifest[b].file) - gz(manifest[a].file))) console.log(`  ${kb(gz(manifest[k].file)).padStart(9)}  ${manifest[k].file}${base.has(k) ? '  (entry)' : ''}`);
  }
}
