/**
 * The journeys' driver for Debian's Firefox ESR: puppeteer over WebDriver
 * BiDi, without geckodriver. BiDi reports every console message and page
 * error from the first byte of each page, so a journey fails on any console
 * error or Content-Security-Policy violation, as the Chromium tests do.
 * Over BiDi, `evaluate` cannot hand back DOM elements (only JSON), and
 * request types are not reported, so the driver finds elements by selectors
 * on role, label and text, and reads pages through them.
 */
import { writeFile } from 'node:fs/promises';
import puppeteer, { type Browser, type BrowserContext, type ElementHandle, type Page } from 'puppeteer-core';
import { describe, eventually, labelXPath, roleXPath, textXPath, type Driver, type Target } from './driver.ts';

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

const TIMEOUT = 10_000;

/**
 * Console errors Firefox logs that say nothing wrong about the shop, each with why. A journey fails on any
 * other console error or page error.
 */
const HARMLESS: { pattern: RegExp; why: string }[] = [];

export function launchFirefox(): Promise<Browser> {
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    // No updates, telemetry or remote settings: the shop runs offline and Firefox would only log refusals.
    extraPrefsFirefox: {
      'app.update.enabled': false,
      'datareporting.policy.dataSubmissionEnabled': false,
      'network.captive-portal-service.enabled': false,
    },
  });
}

/** The p-selector of a target: the same XPath on roles, labels and text as the WebKit driver's. */
function selector(target: Target): string {
  const xpath = 'role' in target ? roleXPath(target) : 'label' in target ? labelXPath(target.label) : textXPath(target);
  const self = `::-p-xpath(${xpath})`;
  return target.within ? `${selector(target.within)} ${self}` : self;
}

export class FirefoxDriver implements Driver {
  readonly engine = 'firefox';
  private page!: Page;
  private readonly problems: string[] = [];

  private constructor(
    private readonly context: BrowserContext,
    private readonly base: string,
  ) {}

  /** A fresh browsing context (no cookies, no storage) with one desktop-sized page. */
  static async open(browser: Browser, base: string): Promise<FirefoxDriver> {
    const context = await browser.createBrowserContext();
    const driver = new FirefoxDriver(context, base);
    context.on('targetcreated', async (target) => {
      const page = await target.page();
      if (page) driver.watch(page);
    });
    const page = await context.newPage();
    driver.watch(page);
    // The page's own report of a blocked resource, in case Firefox words its console message differently.
    await page.evaluateOnNewDocument(`document.addEventListener('securitypolicyviolation', (event) =>
      console.error('Content-Security-Policy violation: ' + event.effectiveDirective + ' blocked ' + (event.blockedURI || 'inline')))`);
    await page.setViewport({ width: 1280, height: 800 });
    page.setDefaultTimeout(TIMEOUT);
    driver.page = page;
    return driver;
  }

  private readonly watched = new WeakSet<Page>();

  private watch(page: Page) {
    if (this.watched.has(page)) return;
    this.watched.add(page);
    const record = (text: string) => {
      if (!HARMLESS.some(({ pattern }) => pattern.test(text))) this.problems.push(`${page.url()}: ${text}`);
    };
    page.on('console', (message) => {
      // Firefox reports a blocked resource as a warning or an error depending on the directive: both fail.
      if (message.type() === 'error' || /Content.Security.Policy/i.test(message.text())) record(message.text());
    });
    page.on('pageerror', (error) => record(error instanceof Error ? error.message : String(error)));
  }

  private async element(target: Target): Promise<ElementHandle<Element>> {
    const handle = await this.page.waitForSelector(selector(target), { visible: true, timeout: TIMEOUT }).catch(() => {
      throw new Error(`Firefox: no ${describe(target)} shown on ${this.page.url()}`);
    });
    return handle as ElementHandle<Element>;
  }

  async goto(path: string) {
    await this.page.goto(new URL(path, this.base).href, { waitUntil: 'load' });
    await this.islands();
  }

  async reload() {
    await this.page.reload({ waitUntil: 'load' });
    await this.islands();
  }

  async islands() {
    await eventually(
      () => this.evaluate<boolean>(`!document.querySelector('astro-island[ssr]:not([client="visible"])')`),
      Boolean,
      'islands hydrated',
    );
  }

  async url() {
    return this.page.url();
  }

  async evaluate<T>(expression: string): Promise<T> {
    return (await this.page.evaluate(expression)) as T;
  }

  async waitFor(target: Target) {
    await this.element(target);
  }

  async waitForGone(target: Target) {
    await this.page.waitForSelector(selector(target), { hidden: true, timeout: TIMEOUT }).catch(() => {
      throw new Error(`Firefox: ${describe(target)} still shown on ${this.page.url()}`);
    });
  }

  async click(target: Target) {
    await this.element(target);
    await this.page.locator(selector(target)).setTimeout(TIMEOUT).click();
  }

  async fill(target: Target, value: string) {
    await this.element(target);
    await this.page.locator(selector(target)).setTimeout(TIMEOUT).fill(value);
  }

  async select(target: Target, option: string) {
    const handle = await this.element(target);
    const value = await handle.evaluate(
      (select, text) => [...(select as HTMLSelectElement).options].find((o) => o.text.trim() === text)?.value,
      option,
    );
    if (value === undefined) throw new Error(`Firefox: ${describe(target)} has no option "${option}"`);
    await handle.select(value);
  }

  async press(key: 'Enter' | 'Escape' | 'ArrowDown') {
    await this.page.keyboard.press(key);
  }

  async text(target: Target) {
    const handle = await this.element(target);
    return handle.evaluate((element) => (element as HTMLElement).innerText);
  }

  async hydrated(target: Target) {
    const handle = await this.element(target);
    await handle.scrollIntoView();
    await eventually(
      () => handle.evaluate((element) => !element.closest('astro-island')?.hasAttribute('ssr')),
      Boolean,
      `the island of ${describe(target)} hydrated`,
    );
  }

  async toNewWindow(action: () => Promise<void>) {
    const before = await this.context.pages();
    await action();
    const opened = await eventually(
      async () => (await this.context.pages()).find((page) => !before.includes(page)),
      Boolean,
      'a new window opened',
    );
    this.watch(opened!);
    opened!.setDefaultTimeout(TIMEOUT);
    this.page = opened!;
    // The shop may open the window first and give it its address once the server answers.
    await eventually(
      async () => (this.page.url() === 'about:blank' ? '' : await this.evaluate<string>('document.readyState')),
      (state) => state === 'complete',
      'the new window loaded',
    );
  }

  async screenshot(file: string) {
    await writeFile(file, await this.page.screenshot({ type: 'png' }));
  }

  async close() {
    await this.context.close();
    return this.problems;
  }
}
