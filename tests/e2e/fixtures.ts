import { test as base, expect, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { E2E_BACKEND_PORT } from '../support/backend-env.ts';
import { LOCAL_DEFAULTS } from '../../local/defaults.js';

export const backendOrigin = `http://127.0.0.1:${E2E_BACKEND_PORT}`;

interface ConsoleErrors {
  /** Console errors a test provokes on purpose (a failing request), so they do not fail it. */
  allow(...patterns: RegExp[]): void;
}

/** Every test fails on a console error or an uncaught exception (hydration mismatches included). */
export const test = base.extend<{ consoleErrors: ConsoleErrors; cspViolations: void }>({
  // Every test fails on a Content-Security-Policy violation, which no test may allow: the page reports
  // each `securitypolicyviolation` event, and the browser's own console message is caught too.
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.exposeBinding('__reportCspViolation', (_source, text: string) => violations.push(text));
      await context.addInitScript(() => {
        const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
        document.addEventListener('securitypolicyviolation', (event) =>
          report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${event.documentURI}`),
        );
      });
      const watch = (page: Page) =>
        page.on('console', (message) => {
          if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
        });
      context.pages().forEach(watch);
      context.on('page', watch);
      await use();
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ context }, use) => {
      const errors: string[] = [];
      const allowed: RegExp[] = [];
      // Each error names the page it came from: a hydration mismatch says only that the HTML differed.
      const record = (text: string, page: Page) => {
        // Chromium sometimes gives up the cross-fade between two pages (a cross-document view transition)
        // and says so as an error: because of an invalid state, or because a newer navigation replaced the
        // one it was for (signing out goes home while the account page is still leaving). The next page then
        // simply appears, which is what every browser without view transitions shows. Nothing the shopper
        // sees is wrong.
        if (!/^Transition was (aborted because of invalid state|skipped\. Navigation aborted)/.test(text)) {
          errors.push(`${text} (on ${page.url()})`);
        }
      };
      const watch = (page: Page) => {
        page.on('console', (message) => {
          if (message.type() !== 'error') return;
          // A page answered with an error status (the 404 page) logs its own load; that is the test's subject.
          if (message.text().startsWith('Failed to load resource') && message.location().url === page.url()) return;
          record(message.text(), page);
        });
        page.on('pageerror', (error) => record(error.message, page));
      };
      context.pages().forEach(watch);
      context.on('page', watch);
      await use({ allow: (...patterns) => allowed.push(...patterns) });
      expect(
        errors.filter((e) => !allowed.some((p) => p.test(e))),
        'console errors',
      ).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Starts the page in a colour theme, as a returning visitor who chose it would. */
export async function useTheme(page: Page, theme: 'light' | 'dark') {
  await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
}

/** Resolves once every island that hydrates without being scrolled to (client:idle, client:load) has hydrated. */
export async function waitForIslands(page: Page) {
  await expect(page.locator('astro-island[ssr]:not([client="visible"])')).toHaveCount(0);
}

/** Scrolls an element into view and resolves once the island holding it has hydrated. */
export async function hydrated(locator: Locator) {
  await locator.scrollIntoViewIfNeeded();
  await expect
    .poll(() => locator.evaluate((el) => el.closest('astro-island')?.hasAttribute('ssr') ?? false))
    .toBe(false);
  return locator;
}

export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}

/** GET on the backend's commerce API with the public token. */
/** The query that keeps archived and draft products out of a list, as the shop's own reads ask. */
export const SHOWN_PRODUCTS = 'archived=false&status[]=published';

export async function commerceApi(path: string) {
  const response = await fetch(`${backendOrigin}/v1${path}`, {
    headers: { Authorization: `Bearer ${LOCAL_DEFAULTS.surecartPublicToken}` },
  });
  return response.json();
}
