import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const features = fileURLToPath(new URL('../../../web/src/features', import.meta.url));

/**
 * The web app's route patterns, read from apps/web/src/features/*\/routes.tsx (every `path: '…'`
 * and the survey-view list; '' is the index route): for tests outside the web app, the server's
 * home-menu test and the e2e route walks, which cannot import its React code.
 */
export function webRoutePaths(): string[] {
  const patterns = new Set<string>(['']);
  for (const feature of readdirSync(features)) {
    let text: string;
    try {
      text = readFileSync(join(features, feature, 'routes.tsx'), 'utf8');
    } catch {
      continue;
    }
    for (const m of text.matchAll(/path: '([^']*)'/g)) patterns.add(m[1]!);
    const list = /surveyViewPaths = \[([^\]]*)\]/.exec(text)?.[1] ?? '';
    for (const m of list.matchAll(/'([^']*)'/g)) patterns.add(m[1]!);
  }
  return [...patterns];
}
