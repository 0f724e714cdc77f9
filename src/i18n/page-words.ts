/**
 * Where the words of the page being shown or rendered come from. In the
 * browser, from the page itself: the layout writes the groups its islands
 * show as JSON (`<script type="application/json" id="page-words">`, see
 * PageWords.astro). On the server, from the render in progress
 * (render-words.ts provides them). Unit tests provide a language's whole
 * catalogue (tests/support/words.ts).
 */
import type { PageWords } from './catalogue.ts';
import { reviveTemplates } from './message-format.ts';

export const PAGE_WORDS_ID = 'page-words';

// Kept on the global object, not in this module: a module loaded afresh (tests reset their modules) reads the same.
const PROVIDER = Symbol.for('shop.pageWords');
const holder = globalThis as { [PROVIDER]?: () => PageWords };
let fromPage: PageWords | undefined;

/** Where words come from other than the page: the server's render, a test. */
export function provideWords(read: () => PageWords): void {
  holder[PROVIDER] = read;
}

function readPage(): PageWords {
  const block = typeof document === 'undefined' ? null : document.getElementById(PAGE_WORDS_ID);
  if (!block?.textContent) throw new Error(`No words here: the page has no #${PAGE_WORDS_ID} block`);
  const { locale } = JSON.parse(block.textContent) as Pick<PageWords, 'locale'>;
  return JSON.parse(block.textContent, reviveTemplates(locale)) as PageWords;
}

export function pageWords(): PageWords {
  const provided = holder[PROVIDER];
  if (provided) return provided();
  fromPage ??= readPage();
  return fromPage;
}
