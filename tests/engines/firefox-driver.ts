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
const VIEWPORT = { width: 1280, height: 800 };

/**
 * The page's viewport, set with WebDriver BiDi's `browsingContext.setViewport` alone. puppeteer's own
 * `page.setViewport` sends `emulation.setScreenOrientationOverride` with it, a command Firefox ESR 140
 * (Debian bookworm's firefox-esr) does not know, so it fails there (decision 0061). puppeteer gives no
 * public way to send one BiDi command, so this reaches the browsing context its BiDi frame declares
 * (`BidiFrame.browsingContext` in its typings), and checks what the page then measures.
 */
async function setViewport(page: Page, size: { width: number; height: number }) {
  const context = (page.mainFrame() as unknown as { browsingContext?: BiDiBrowsingContext }).browsingContext;
  if (typeof context?.setViewport !== 'function') {
    throw new Error('Firefox: this puppeteer-core no longer exposes its BiDi browsing context; see decision 0061');
  }
  await context.setViewport({ viewport: size });
  const measured = await page.evaluate('[innerWidth, innerHeight].join("x")');
  if (measured !== `${size.width}x${size.height}`) {
    throw new Error(`Firefox: the viewport measures ${String(measured)}, not ${size.width}x${size.height}`);
  }
}

interface BiDiBrowsingContext {
  setViewport(options: { viewport: { width: number; height: number } }): Promise<void>;
}

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
    // No viewport of puppeteer's own: its page.setViewport fails on Firefox ESR 140, so open() sets it (decision 0061).
    defaultViewport: null,
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
    await setViewport(page, VIEWPORT);
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

  /**
   * The address the page shows, read in the page: puppeteer learns of pushState from BiDi's
   * `browsingContext.historyUpdated`, which Firefox ESR 140 does not send (decision 0061).
   */
  async url() {
    return this.evaluate<string>('location.href');
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
    const handle = await this.actionable(target);
    await handle.click();
  }

  async fill(target: Target, value: string) {
    const handle = await this.actionable(target);
    // What the field held is selected, so the keys typed replace it.
    await handle.evaluate((field) => {
      (field as HTMLInputElement).focus();
      (field as HTMLInputElement).select();
    });
    if (value) await handle.type(value);
    else await this.page.keyboard.press('Backspace');
  }

  /**
   * The target once a shopper could use it: shown, enabled, and still for two frames (a sliding drawer
   * moves it between the look and the click). puppeteer's locators wait for the same, but through
   * `new Function` in the page, which Firefox ESR 140 refuses under the shop's Content-Security-Policy
   * (decision 0061); these checks run as BiDi function calls, which the page's policy does not govern.
   */
  private async actionable(target: Target): Promise<ElementHandle<Element>> {
    const ready = await eventually(
      async () => {
        const handle = await this.element(target);
        const usable = await handle.evaluate(
          (element) =>
            new Promise<boolean>((resolve) => {
              const before = element.getBoundingClientRect();
              requestAnimationFrame(() =>
                requestAnimationFrame(() => {
                  const after = element.getBoundingClientRect();
                  const still = before.x === after.x && before.y === after.y && before.width === after.width;
                  resolve(still && !(element as HTMLButtonElement).disabled && element.ariaDisabled !== 'true');
                }),
              );
            }),
        );
        return usable ? handle : undefined;
      },
      Boolean,
      `Firefox: ${describe(target)} enabled and still`,
      TIMEOUT,
    );
    return ready!;
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
