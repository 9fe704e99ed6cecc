import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

/** The rules the portal holds itself to: WCAG 2.0 and 2.1, levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Violations we accept, each for one rule on one element, with the reason. Only for what comes
 * from a library's internals and no theme token or prop of ours can change; never a whole rule.
 */
interface Accepted {
  rule: string;
  /** A CSS selector as axe prints it in a node's target. */
  target: string;
  why: string;
}

const accepted: Accepted[] = [];

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core run in the page itself, injected once per document. @axe-core/playwright's analyze()
 * took 3-6 s a call here (it injects into every frame and opens a blank page to merge the frames'
 * results) against 0.3 s for axe.run once injected: with some 250 checks in the suite that was a
 * quarter of the end-to-end run. The portal's only frames show PDFs, which axe cannot read anyway;
 * the frame itself is still checked (frame-title) from the top document.
 */
export async function runAxe(page: Page, options: RunOptions): Promise<AxeResults> {
  const injected = await page.evaluate(() => 'axe' in window);
  if (!injected) await page.evaluate(axeSource);
  return page.evaluate((o) => (window as unknown as { axe: { run(ctx: Document, o: RunOptions): Promise<AxeResults> } }).axe.run(document, o), { ...options, iframes: false });
}

const isAccepted = (rule: string, target: string) => accepted.some((a) => a.rule === rule && target.includes(a.target));

/**
 * The serious and critical violations on the page, one line per rule: the rule, its impact, how
 * many elements, and the first few of them, so a failure says where to look.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Axe reads colours as they are at that moment: a dialog or a message still fading in has low
  // contrast (two CI flakes). Let finite animations end first; endless ones (spinners, the
  // 'processing' dot) never do, so they do not count, and after 3 s axe runs anyway.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    undefined, { timeout: 3000 }).catch(() => undefined);
  // Only violations are read: axe then skips collecting the details of every passing node.
  const result = await runAxe(page, { runOnly: { type: 'tag', values: WCAG_TAGS }, resultTypes: ['violations'] });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ ...v, nodes: v.nodes.filter((n) => !isAccepted(v.id, n.target.join(' '))) }))
    .filter((v) => v.nodes.length > 0)
    .map((v) => `${v.id} (${v.impact}, ${v.nodes.length}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

/** axe on the whole page, layout included: no serious or critical violation of the WCAG 2 A and AA rules. */
export async function expectNoSeriousViolations(page: Page, what: string): Promise<void> {
  expect(await seriousViolations(page), what).toEqual([]);
}

/**
 * Chinese on an English screen (issue 9: none, unless it is a name with no English form): the
 * visible text with Chinese characters outside an element that declares its language Chinese.
 * Text meant to be Chinese says so with lang="zh-CN" (the language switch's '中文', the fields of a
 * notice's Chinese version), which screen readers need as well.
 */
export async function chineseOutsideZh(page: Page, within = 'body'): Promise<string[]> {
  return page.evaluate((selector) => {
    const found: string[] = [];
    const root = document.querySelector(selector);
    if (!root) return [`no element ${selector}`];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      const text = n.textContent?.trim() ?? '';
      if (!el || !/[\u3400-\u9fff]/.test(text) || el.closest('[lang^="zh"]') || !el.checkVisibility()) continue;
      found.push(`${el.tagName.toLowerCase()}: ${text.slice(0, 60)}`);
    }
    return found;
  }, within);
}
