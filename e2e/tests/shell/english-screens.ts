import { expect, test } from '@playwright/test';
import { chineseOutsideZh, seriousViolations } from '../shared/axe-support.ts';
import { accountHalf, describeVisits } from './axe-route-visits.ts';

/**
 * Every route in English, on the freshly seeded demo (the 'fresh-demo' project runs before the
 * others): no Chinese text outside what declares itself Chinese (issue 9, 'Language'), and axe finds
 * no serious or critical violation (issue 9, 'Accessibility'; the Chinese visits are axe-routes.ts).
 * One page load serves both checks. The demo has both languages of everything it seeds; what staff
 * type in Chinese only later falls back to Chinese by design, so the other specs' content is not read
 * here. Two spec files (english-screens.1/2.spec.ts) each take half of the accounts.
 */
export function englishScreensOf(half: 1 | 2): void {
  test.use({ trace: 'off' });

  for (const account of accountHalf(half)) {
    describeVisits(`English screens of ${account}`, account, 'en-US', async (page, path) => {
      const found = await test.step('axe', () => seriousViolations(page));
      expect(found, path).toEqual([]);
      expect(await chineseOutsideZh(page), `Chinese on the English ${path}`).toEqual([]);
    });
  }
}
