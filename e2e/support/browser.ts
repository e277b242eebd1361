import AxeBuilder from '@axe-core/playwright';
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

/** The product under test: set by playwright.config.ts (its own server) or by the caller. */
export const BASE = process.env.E2E_URL ?? 'http://localhost:4000';
export const SHOTS = path.resolve(import.meta.dirname, '..', 'screenshots');

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

/** A fresh browser profile (no token, no language choice) at a given size and browser language. */
export async function newPage(
  browser: Browser,
  options: { viewport?: { width: number; height: number }; locale?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: options.viewport ?? DESKTOP, locale: options.locale ?? 'fr-FR', baseURL: BASE });
  const page = await context.newPage();
  return { context, page };
}

/**
 * axe-core on the page at rest: no serious or critical violation. The pointer leaves whatever the
 * test last clicked and finite transitions end first, so a hover colour half-way through its
 * transition is not judged as the page's colours.
 */
export async function expectAccessible(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    );
  expect(bad, `accessibility violations on ${page.url()}`).toEqual([]);
}

/** Screenshot of the whole page, named by screen and width, for people to look at. */
export async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
}

/** Axe and screenshots of the current screen at desktop and phone width, back at desktop width after. */
export async function checkAtBothWidths(page: Page, name: string): Promise<void> {
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await expectAccessible(page);
    await shot(page, name);
  }
  await page.setViewportSize(DESKTOP);
}

/** The status `GET /api/auth/me` answers a bearer token: 200 while it is valid, 401 once ended or revoked. */
export const meStatus = async (token: string): Promise<number> =>
  (await fetch(`${BASE}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } })).status;
