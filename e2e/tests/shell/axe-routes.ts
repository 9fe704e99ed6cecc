import { expect, test } from '@playwright/test';
import { seriousViolations } from '../shared/axe-support.ts';
import { accountHalf, describeVisits } from './axe-route-visits.ts';

/**
 * axe on every route of the route table, in both languages, each as an account that may see it:
 * no serious or critical WCAG 2 A/AA violation anywhere (issue 9, 'Accessibility'). Two spec files
 * (axe-routes.1/2.spec.ts) each take half of the accounts.
 */
const languages = ['zh-CN', 'en-US'] as const;

export function axeRoutesOf(half: 1 | 2): void {
  // A failure names the rule and the elements; a trace of some ninety page loads would only slow the run.
  test.use({ trace: 'off' });

  for (const account of accountHalf(half)) {
    for (const lang of languages) {
      describeVisits(`axe as ${account} in ${lang}`, account, lang, async (page, path) => {
        const found = await test.step('axe', () => seriousViolations(page));
        expect(found, path).toEqual([]);
      });
    }
  }
}
