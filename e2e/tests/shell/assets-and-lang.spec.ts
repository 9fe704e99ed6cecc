import { expect, test, type Page, type Response } from '@playwright/test';
import { apiSignIn } from './support.ts';

const KB = 1024;

/** Records every script the page fetches from the web app's assets while `load` runs. */
async function scriptsLoadedBy(page: Page, load: () => Promise<void>): Promise<Response[]> {
  const scripts: Response[] = [];
  const onResponse = (res: Response) => {
    if (new URL(res.url()).pathname.startsWith('/assets/') && res.request().resourceType() === 'script') scripts.push(res);
  };
  page.on('response', onResponse);
  await load();
  // The layout loads its back-to-top button after the first paint; wait for the page to settle.
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  return scripts;
}

/** Bytes on the wire: every asset is sent with its Content-Length, compressed or not. */
async function wireBytes(scripts: Response[]): Promise<number> {
  let total = 0;
  for (const res of scripts) {
    const headers = await res.allHeaders();
    expect(headers['content-length'], res.url()).toMatch(/^\d+$/);
    total += Number(headers['content-length']);
  }
  return total;
}

async function expectCompressedAndCached(scripts: Response[]): Promise<void> {
  expect(scripts.length).toBeGreaterThan(0);
  for (const res of scripts) {
    const headers = await res.allHeaders();
    expect(res.status(), res.url()).toBe(200);
    expect(headers['content-encoding'], res.url()).toBe('br');
    expect(headers['content-type'], res.url()).toMatch(/javascript/);
    expect(headers.vary, res.url()).toMatch(/accept-encoding/i);
    expect(headers['cache-control'], res.url()).toBe('public, max-age=31536000, immutable');
  }
}

test.describe('compressed assets', () => {
  test('the sign-in page arrives brotli-compressed, its JavaScript within 300 KB on the wire', async ({ page }) => {
    let index: Response | null = null;
    const scripts = await scriptsLoadedBy(page, async () => {
      index = await page.goto('/login');
      await expect(page.getByTestId('login-submit')).toBeVisible();
    });
    const indexHeaders = await index!.allHeaders();
    expect(indexHeaders['content-encoding']).toBe('br');
    expect(indexHeaders['cache-control']).toBe('no-cache');
    await expectCompressedAndCached(scripts);
    expect(await wireBytes(scripts)).toBeLessThanOrEqual(300 * KB);
  });

  test('home’s JavaScript is within 350 KB on the wire, and large API answers are compressed', async ({ page }) => {
    await apiSignIn(page.request, 'mba01');
    const api: Response[] = [];
    page.on('response', (res) => { if (new URL(res.url()).pathname.startsWith('/api/')) api.push(res); });
    const scripts = await scriptsLoadedBy(page, async () => {
      await page.goto('/');
      await expect(page.getByTestId('home-page')).toBeVisible();
    });
    await expectCompressedAndCached(scripts);
    expect(await wireBytes(scripts)).toBeLessThanOrEqual(350 * KB);

    // Home's menu is well over the 1 KB threshold.
    const encodings = await Promise.all(api.map(async (res) => (await res.allHeaders())['content-encoding']));
    expect(encodings).toContain('br');
  });
});

/**
 * How wide the page's font draws ’, in ems. The CJK face draws it 0.63 em wide here, the gap of
 * "Master’ s"; a Latin face about 0.3 em.
 */
const apostropheWidth = (page: Page) => page.getByTestId('home-page').evaluate((home) => {
  const probe = document.createElement('span');
  probe.textContent = '’’’’';
  home.append(probe);
  const ratio = probe.getBoundingClientRect().width / 4 / parseFloat(getComputedStyle(probe).fontSize);
  probe.remove();
  return ratio;
});

test('<html lang> and the font follow the language, at load and on switching', async ({ page }) => {
  await apiSignIn(page.request, 'mba01');
  await page.goto('/');
  await expect(page.getByTestId('home-page')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  expect(await apostropheWidth(page)).toBeGreaterThan(0.5);

  await page.getByTestId('language-option-en-US').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  // "Master’s" without a CJK-width gap: a Latin face draws the apostrophe narrow.
  expect(await apostropheWidth(page)).toBeLessThan(0.45);

  await page.reload();
  await expect(page.getByTestId('home-page')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  expect(await apostropheWidth(page)).toBeLessThan(0.45);

  await page.getByTestId('language-option-zh-CN').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  expect(await apostropheWidth(page)).toBeGreaterThan(0.5);
});
