import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const features = fileURLToPath(new URL('../../../web/src/features', import.meta.url));

/**
 * The web app's route patterns, read from apps/web/src/features/*\/routes.tsx, features/*\/*\/routes.tsx and features/*\/*\/*-routes.tsx (every `path: '…'`
 * and the survey-view list; '' is the index route): for tests outside the web app, the server's
 * home-menu test and the e2e route walks, which cannot import its React code.
 */
export function webRoutePaths(): string[] {
  const patterns = new Set<string>(['']);
  // A feature's routes.tsx, or its parts' (features/teaching/<part>/routes.tsx).
  const files = readdirSync(features, { withFileTypes: true }).filter((d) => d.isDirectory()).flatMap((d) => [
    join(d.name, 'routes.tsx'),
    ...readdirSync(join(features, d.name), { withFileTypes: true }).filter((s) => s.isDirectory()).flatMap((s) => [
      join(d.name, s.name, 'routes.tsx'),
      // A part may name its list for what it holds (double-degree/staff/staff-routes.tsx).
      ...readdirSync(join(features, d.name, s.name)).filter((f) => f.endsWith('-routes.tsx')).map((f) => join(d.name, s.name, f)),
    ]),
  ]);
  for (const file of files) {
    let text: string;
    try {
      text = readFileSync(join(features, file), 'utf8');
    } catch {
      continue;
    }
    for (const m of text.matchAll(/path: '([^']*)'/g)) patterns.add(m[1]!);
    const list = /surveyViewPaths = \[([^\]]*)\]/.exec(text)?.[1] ?? '';
    for (const m of list.matchAll(/'([^']*)'/g)) patterns.add(m[1]!);
  }
  return [...patterns];
}
