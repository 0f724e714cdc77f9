/**
 * The journeys' driver for Debian's WebKitGTK: selenium-webdriver against
 * WebKitWebDriver, which starts MiniBrowser in automation mode on an X
 * display (Xvfb in the tests). Classic WebDriver has no BiDi and WebKitGTK no
 * log endpoint, so what a page logs while it loads is never seen; after load
 * the driver listens in the page itself (errors, rejections, console.error,
 * CSP violations) and keeps what it heard in the tab's session storage, so it
 * survives the page's own navigations.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import type { WebDriver, WebElement } from 'selenium-webdriver';
import { Builder, By, Key, error as webdriverErrors } from 'selenium-webdriver';
import { Select } from 'selenium-webdriver/lib/select.js';
import { describe, eventually, labelXPath, roleXPath, textXPath, type Driver, type Target } from './driver.ts';

export const WEBKIT_DRIVER_PATH = '/usr/bin/WebKitWebDriver';
export const MINIBROWSER_PATH = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

const TIMEOUT = 10_000;

/** A free local port for WebKitWebDriver, so two runs (or a developer's) never share one. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** WebKitWebDriver, listening until `stop`. */
export async function startWebKitDriver(): Promise<{ url: string; stop: () => void }> {
  const port = await freePort();
  const child: ChildProcess = spawn(WEBKIT_DRIVER_PATH, [`--port=${port}`], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  await eventually(async () => (await fetch(`${url}/status`)).ok, Boolean, 'WebKitWebDriver listening');
  return { url, stop: () => child.kill('SIGTERM') };
}

/**
 * Installed in each page the driver touches, after it has loaded: what the page reports wrong from then
 * on lands in the tab's session storage.
 */
const LISTEN = `(() => {
  if (window.__engineListening) return;
  window.__engineListening = true;
  const keep = (text) => {
    const heard = JSON.parse(sessionStorage.getItem('engine-problems') || '[]');
    heard.push(location.href + ': ' + text);
    sessionStorage.setItem('engine-problems', JSON.stringify(heard));
  };
  addEventListener('error', (event) => keep(event.message || 'error loading ' + (event.target && event.target.src)), true);
  addEventListener('unhandledrejection', (event) => keep('unhandled rejection: ' + event.reason));
  document.addEventListener('securitypolicyviolation', (event) =>
    keep('Content-Security-Policy violation: ' + event.effectiveDirective + ' blocked ' + (event.blockedURI || 'inline')));
  const error = console.error;
  console.error = (...args) => { keep(args.map(String).join(' ')); error.apply(console, args); };
})()`;

export class WebKitDriver implements Driver {
  readonly engine = 'webkit';
  private readonly windows = new Set<string>();

  private constructor(
    private readonly driver: WebDriver,
    private readonly base: string,
  ) {}

  /** A new MiniBrowser session (nothing stored), its page 1280 × 800 like the other engines'. */
  static async open(server: string, base: string): Promise<WebKitDriver> {
    const driver = await new Builder()
      .usingServer(server)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: MINIBROWSER_PATH, args: ['--automation'] },
      })
      .build();
    await driver.manage().setTimeouts({ pageLoad: 30_000, script: TIMEOUT });
    const self = new WebKitDriver(driver, base);
    self.windows.add(await driver.getWindowHandle());
    // The window's toolbar takes part of its height: size the window so the page itself is 1280 × 800.
    await driver.manage().window().setRect({ width: 1280, height: 800 });
    await driver.get('about:blank');
    const [innerWidth, innerHeight] = (await driver.executeScript('return [innerWidth, innerHeight]')) as number[];
    await driver
      .manage()
      .window()
      .setRect({ width: 1280 + (1280 - innerWidth!), height: 800 + (800 - innerHeight!) });
    return self;
  }

  private async listen() {
    await this.driver.executeScript(LISTEN).catch(() => undefined);
  }

  /** Every displayed element the target names, the first shown one first. */
  private async find(target: Target): Promise<WebElement | undefined> {
    const scope = target.within ? await this.find(target.within) : undefined;
    if (target.within && !scope) return undefined;
    const xpath =
      'role' in target ? roleXPath(target) : 'label' in target ? labelXPath(target.label) : textXPath(target);
    const context = scope ?? this.driver;
    const found = await context.findElements(By.xpath(scope ? xpath : xpath.replace(/^\.\/\//, '//')));
    for (const element of found) {
      if (await element.isDisplayed().catch(() => false)) return element;
    }
    return undefined;
  }

  private async element(target: Target): Promise<WebElement> {
    await this.listen();
    const element = await eventually(
      () => this.find(target),
      Boolean,
      `WebKit: ${describe(target)} shown`,
      TIMEOUT,
    ).catch(async (error: Error) => {
      throw new Error(`${error.message} on ${await this.driver.getCurrentUrl()}`);
    });
    return element!;
  }

  async goto(path: string) {
    await this.driver.get(new URL(path, this.base).href);
    await this.islands();
  }

  async reload() {
    await this.driver.navigate().refresh();
    await this.islands();
  }

  async islands() {
    await eventually(
      () => this.evaluate<boolean>(`!document.querySelector('astro-island[ssr]:not([client="visible"])')`),
      Boolean,
      'islands hydrated',
    );
    await this.listen();
  }

  async url() {
    return this.driver.getCurrentUrl();
  }

  async evaluate<T>(expression: string): Promise<T> {
    return (await this.driver.executeScript(`return (${expression})`)) as T;
  }

  async waitFor(target: Target) {
    await this.element(target);
  }

  async waitForGone(target: Target) {
    await eventually(
      () => this.find(target),
      (found) => !found,
      `WebKit: ${describe(target)} gone`,
      TIMEOUT,
    );
  }

  /** Retries while the element is covered, moving or replaced (a re-render), as a shopper would click again. */
  private async retry(target: Target, act: (element: WebElement) => Promise<void>) {
    const end = Date.now() + TIMEOUT;
    for (;;) {
      try {
        await act(await this.element(target));
        return;
      } catch (error) {
        const passing =
          error instanceof webdriverErrors.StaleElementReferenceError ||
          error instanceof webdriverErrors.ElementClickInterceptedError ||
          error instanceof webdriverErrors.ElementNotInteractableError;
        if (!passing || Date.now() > end) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  }

  async click(target: Target) {
    await this.retry(target, async (element) => {
      // WebDriver clicks a disabled button without a word; a shopper waits until it can be pressed.
      if (!(await element.isEnabled())) throw new webdriverErrors.ElementNotInteractableError('disabled');
      // WebDriver aims at where the element is when it looks, and a sliding drawer moves it before the click
      // lands: like puppeteer, click only an element that stayed put for a frame.
      const still = await this.driver.executeAsyncScript(
        `const [element, done] = arguments;
         const before = element.getBoundingClientRect();
         requestAnimationFrame(() => requestAnimationFrame(() => {
           const after = element.getBoundingClientRect();
           done(before.x === after.x && before.y === after.y && before.width === after.width);
         }));`,
        element,
      );
      if (!still) throw new webdriverErrors.ElementNotInteractableError('moving');
      await element.click();
    });
  }

  async fill(target: Target, value: string) {
    await this.retry(target, async (element) => {
      await element.clear();
      await element.sendKeys(value);
    });
  }

  async select(target: Target, option: string) {
    await this.retry(target, (element) => new Select(element).selectByVisibleText(option));
  }

  async press(key: 'Enter' | 'Escape' | 'ArrowDown') {
    const keys = { Enter: Key.ENTER, Escape: Key.ESCAPE, ArrowDown: Key.ARROW_DOWN };
    await this.driver.actions().sendKeys(keys[key]).perform();
  }

  async text(target: Target) {
    return (await this.element(target)).getText();
  }

  async hydrated(target: Target) {
    const element = await this.element(target);
    await this.driver.executeScript(`arguments[0].scrollIntoView({ block: 'center' })`, element);
    await eventually(
      () =>
        this.driver.executeScript(
          `return !arguments[0].closest('astro-island')?.hasAttribute('ssr')`,
          element,
        ) as Promise<boolean>,
      Boolean,
      `the island of ${describe(target)} hydrated`,
    );
  }

  async toNewWindow(action: () => Promise<void>) {
    const before = await this.driver.getAllWindowHandles();
    await action();
    const handles = await eventually(
      () => this.driver.getAllWindowHandles(),
      (all) => all.length > before.length,
      'a new window opened',
    );
    const opened = handles.find((handle) => !before.includes(handle))!;
    this.windows.add(opened);
    await this.driver.switchTo().window(opened);
    // The shop may open the window first and give it its address once the server answers.
    await eventually(
      async () =>
        (await this.driver.getCurrentUrl()).startsWith('http')
          ? await this.evaluate<string>('document.readyState')
          : '',
      (state) => state === 'complete',
      'the new window loaded',
    );
    await this.listen();
  }

  async screenshot(file: string) {
    // WebKitGTK takes the shot from the last frame it painted: two frames on, the page is as it stands now.
    await this.driver.executeAsyncScript(
      `const done = arguments[arguments.length - 1];
       requestAnimationFrame(() => requestAnimationFrame(() => done()));`,
    );
    await writeFile(file, Buffer.from(await this.driver.takeScreenshot(), 'base64'));
  }

  async close() {
    const problems: string[] = [];
    for (const handle of this.windows) {
      try {
        await this.driver.switchTo().window(handle);
        const heard = await this.evaluate<string | null>(`sessionStorage.getItem('engine-problems')`);
        problems.push(...(JSON.parse(heard ?? '[]') as string[]));
      } catch {
        // A window the shop closed, or a page of another origin: nothing to read there.
      }
    }
    await this.driver.quit();
    return problems;
  }
}
