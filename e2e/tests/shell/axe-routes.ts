import { expect, test } from '@playwright/test';
import { seriousViolations } from '../shared/axe-support.ts';
import { accountHalf, describeVisits } from './axe-route-visits.ts';

/**
 * axe on every route of the route table in Chinese, each as an account that may see it: no serious
 * or critical WCAG 2 A/AA violation anywhere (issue 9, 'Accessibility'). The English visits run axe
 * in english-screens.ts, on the same page load as the language check. Two spec files
 * (axe-routes.1/2.spec.ts) each take half of the accounts.
 */

export function axeRoutesOf(half: 1 | 2): void {
  // A failure names the rule and the elements; a trace of some ninety page loads would only slow the run.
  test.use({ trace: 'off' });

  for (const account of accountHalf(half)) {
    describeVisits(`axe as ${account} in zh-CN`, account, 'zh-CN', async (page, path) => {
      const found = await test.step('axe', () => seriousViolations(page));
      expect(found, path).toEqual([]);
    });
  }
}
