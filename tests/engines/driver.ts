/**
 * What the cross-engine journeys ask of a browser, whichever drives it:
 * Firefox through puppeteer over WebDriver BiDi, WebKitGTK through
 * selenium-webdriver over classic WebDriver. The journeys name what a shopper
 * sees (a role and its accessible name, a label, a text), never how the page
 * is styled, so both engines run the very same steps.
 */

export type Engine = 'firefox' | 'webkit';

/** The ARIA roles the journeys look for. */
export type Role =
  | 'button'
  | 'link'
  | 'heading'
  | 'dialog'
  | 'textbox'
  | 'searchbox'
  | 'combobox'
  | 'listbox'
  | 'option'
  | 'menuitemradio'
  | 'region'
  | 'navigation'
  | 'group'
  | 'tab'
  | 'status';

/** Something on the page, as a shopper (or a screen reader) finds it. */
export type Target =
  /** An element of this role whose accessible name is exactly `name`. */
  | { role: Role; name: string; within?: Target }
  /** The element showing this text in one piece (exactly, or containing it). */
  | { text: string; exact?: boolean; within?: Target }
  /** The form field this label names. */
  | { label: string; within?: Target };

export const role = (r: Role, name: string): Target => ({ role: r, name });
export const text = (value: string, exact = true): Target => ({ text: value, exact });
export const label = (value: string): Target => ({ label: value });
/** `target`, looked for inside `scope` only. */
export const inside = (scope: Target, target: Target): Target => ({ ...target, within: scope });

export interface Driver {
  readonly engine: Engine;
  /** Opens a path of the shop and waits until the islands that hydrate on their own have. */
  goto(path: string): Promise<void>;
  reload(): Promise<void>;
  /** Waits until the islands that hydrate on their own have, after a navigation the page made itself. */
  islands(): Promise<void>;
  url(): Promise<string>;
  /** The value of a JavaScript expression evaluated in the page (JSON only: no DOM elements come back). */
  evaluate<T>(expression: string): Promise<T>;
  /** Waits until the target is shown. */
  waitFor(target: Target): Promise<void>;
  /** Waits until no such target is shown. */
  waitForGone(target: Target): Promise<void>;
  click(target: Target): Promise<void>;
  fill(target: Target, value: string): Promise<void>;
  /** Chooses an option of a native select by its visible text. */
  select(target: Target, option: string): Promise<void>;
  press(key: 'Enter' | 'Escape' | 'ArrowDown'): Promise<void>;
  /** The text of the target as laid out. */
  text(target: Target): Promise<string>;
  /** Scrolls the target into view and waits for its island (hydrated once scrolled to) to hydrate. */
  hydrated(target: Target): Promise<void>;
  /** Runs `action`, which opens a new tab or window, and moves to it. */
  toNewWindow(action: () => Promise<void>): Promise<void>;
  /** Saves what the window shows (its viewport) as a PNG. */
  screenshot(file: string): Promise<void>;
  /** Ends the browsing session, and says what the page reported wrong on the way (console errors, CSP violations). */
  close(): Promise<string[]>;
}

/** An XPath string literal for any text, apostrophes and quotes included. */
export function xpathLiteral(value: string): string {
  if (!value.includes("'")) return `'${value}'`;
  if (!value.includes('"')) return `"${value}"`;
  return `concat(${value
    .split("'")
    .map((part) => `'${part}'`)
    .join(`, "'", `)})`;
}

/** The XPath of a text target, relative to its scope. */
export function textXPath(target: { text: string; exact?: boolean }): string {
  const value = xpathLiteral(target.text);
  return target.exact === false
    ? `.//*[text()[contains(normalize-space(.), ${value})]]`
    : `.//*[text()[normalize-space(.) = ${value}]]`;
}

/** A label around the field whose own words (not the options of a select inside it) are `literal`. */
function wrappingLabel(literal: string): string {
  return `ancestor::label[.//text()[not(ancestor::select)][normalize-space(.) = ${literal}]]`;
}

/** The XPath of the field a label names: by `for`, by wrapping, or by `aria-label`; relative to its scope. */
export function labelXPath(value: string): string {
  const name = xpathLiteral(value);
  return (
    `.//*[self::input or self::textarea or self::select]` +
    `[@id = //label[normalize-space(.) = ${name}]/@for or ${wrappingLabel(name)} or @aria-label = ${name}]`
  );
}

/** Each role as the elements that carry it, explicitly or by their HTML meaning. */
const ROLE_XPATH: Record<Role, string> = {
  button: `*[self::button or @role = 'button']`,
  link: `*[(self::a and @href) or @role = 'link']`,
  heading: `*[self::h1 or self::h2 or self::h3 or self::h4 or self::h5 or self::h6 or @role = 'heading']`,
  dialog: `*[@role = 'dialog' or @role = 'alertdialog' or self::dialog]`,
  textbox: `*[(self::input and (not(@type) or @type = 'text' or @type = 'email' or @type = 'tel') and not(@role)) or self::textarea or @role = 'textbox']`,
  searchbox: `*[(self::input and @type = 'search') or @role = 'searchbox']`,
  combobox: `*[(self::select and not(@multiple)) or @role = 'combobox']`,
  listbox: `*[(self::select and @multiple) or @role = 'listbox']`,
  option: `*[self::option or @role = 'option']`,
  menuitemradio: `*[@role = 'menuitemradio']`,
  region: `*[@role = 'region' or (self::section and (@aria-label or @aria-labelledby))]`,
  navigation: `*[self::nav or @role = 'navigation']`,
  group: `*[self::fieldset or @role = 'group']`,
  tab: `*[@role = 'tab']`,
  status: `*[self::output or @role = 'status']`,
};

/**
 * The XPath of a role target, relative to its scope: the accessible name is `aria-label`, else the
 * text of the element `aria-labelledby` points to, else its label's text, else the element's own text
 * (hidden parts included: XPath cannot see the stylesheet). Both engines find roles
 * this way: puppeteer's `::-p-aria` asks Firefox for its accessibility tree on every poll, which takes
 * seconds per query on a listing page, where this XPath takes a tenth of a second.
 */
export function roleXPath(target: { role: Role; name: string }): string {
  const value = xpathLiteral(target.name);
  const named =
    `[@aria-label = ${value}` +
    ` or (not(@aria-label) and @aria-labelledby and normalize-space(id(@aria-labelledby)) = ${value})` +
    ` or (not(@aria-label) and not(@aria-labelledby) and @id and @id = //label[normalize-space(.) = ${value}]/@for)` +
    ` or (not(@aria-label) and not(@aria-labelledby) and ${wrappingLabel(value)})` +
    ` or (not(@aria-label) and not(@aria-labelledby) and normalize-space(.) = ${value})]`;
  // What a modal dialog hides from assistive technology (the page behind it) has no role to find.
  return `.//${ROLE_XPATH[target.role]}${named}[not(ancestor-or-self::*[@aria-hidden = 'true'])]`;
}

/** How a target reads in a test's failure message. */
export function describe(target: Target): string {
  const self =
    'role' in target
      ? `${target.role} "${target.name}"`
      : 'label' in target
        ? `field labelled "${target.label}"`
        : `text "${target.text}"`;
  return target.within ? `${self} in ${describe(target.within)}` : self;
}

/** Polls `check` until it holds, for up to `timeout` ms; fails with `message` and the last value otherwise. */
export async function eventually<T>(
  read: () => Promise<T>,
  holds: (value: T) => boolean,
  message: string,
  timeout = 10_000,
): Promise<T> {
  const end = Date.now() + timeout;
  let last: T | undefined;
  let error: unknown;
  while (Date.now() < end) {
    try {
      last = await read();
      if (holds(last)) return last;
    } catch (caught) {
      error = caught;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(
    `${message}: timed out after ${timeout} ms (last value ${JSON.stringify(last)}${error ? `, last error ${String(error)}` : ''})`,
  );
}
