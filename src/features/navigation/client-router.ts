/**
 * The client-side router of the shop's pages: the work of Astro's
 * `<ClientRouter />` script (same-origin links and forms become view
 * transitions through `astro:transitions/client`), started by the page start
 * island after the first paint instead of loaded in every page's head.
 *
 * Why: `<ClientRouter />` puts a module script in the head whose imports are
 * fetched while the page is parsed; on Lighthouse's phone profile that pushed
 * every page's largest paint back by about 0.15 s. Until the router starts a
 * link is an ordinary link, so nothing is lost by starting it late. The page
 * keeps the router's `<meta>` tags (BaseLayout), by which the router knows
 * the next page can be swapped in, and its route announcer's style
 * (global.css). The hover prefetch `<ClientRouter />` would also start is
 * off: no link asks for it.
 */
import { navigate, supportsViewTransitions, type Options } from 'astro:transitions/client';

type Fallback = 'none' | 'animate' | 'swap';

function fallback(): Fallback {
  const meta = document.querySelector('[name="astro-view-transitions-fallback"]');
  return (meta?.getAttribute('content') as Fallback | null) ?? 'animate';
}

const wantsReload = (el: HTMLElement | SVGAElement) => el.dataset.astroReload !== undefined;

/** A click that opens a new tab or window, or downloads: the browser's, not the router's. */
const leavesWindow = (event: MouseEvent) =>
  (event.button && event.button !== 0) || event.metaKey || event.ctrlKey || event.altKey || event.shiftKey;

let started = false;

export function startClientRouter(): void {
  if (started || (!supportsViewTransitions && fallback() === 'none')) return;
  started = true;
  // The router announces each page with astro:page-load, the first one on the window's load event; when it
  // starts after that event (a slow island load), the first page is announced here, once.
  if (document.readyState === 'complete') document.dispatchEvent(new Event('astro:page-load'));
  let clickLeavingWindow: EventTarget | null = null;

  document.addEventListener('click', (event) => {
    let link: EventTarget | null = event.target;
    clickLeavingWindow = leavesWindow(event) ? link : null;
    if (event.composed) link = event.composedPath()[0] ?? null;
    if (link instanceof Element) link = link.closest('a, area');
    if (!(link instanceof HTMLAnchorElement) && !(link instanceof SVGAElement) && !(link instanceof HTMLAreaElement))
      return;
    const target = link instanceof HTMLElement ? link.target : link.target.baseVal;
    const href = link instanceof HTMLElement ? link.href : link.href.baseVal;
    if (
      wantsReload(link) ||
      link.hasAttribute('download') ||
      !href ||
      (target && target !== '_self') ||
      new URL(href, location.href).origin !== location.origin ||
      clickLeavingWindow ||
      event.defaultPrevented
    )
      return;
    event.preventDefault();
    void navigate(href, {
      history: link.dataset.astroHistory === 'replace' ? 'replace' : 'auto',
      sourceElement: link,
    });
  });

  document.addEventListener('submit', (event) => {
    const form = event.target;
    const submitter = event.submitter;
    const clickedWithKeys = submitter !== null && submitter === clickLeavingWindow;
    clickLeavingWindow = null;
    if (!(form instanceof HTMLFormElement) || event.defaultPrevented || wantsReload(form) || clickedWithKeys) return;
    // form.action and form.method can be shadowed by inputs named "action" or "method".
    const formAction = typeof form.action === 'string' ? form.action : form.getAttribute('action');
    const formMethod = typeof form.method === 'string' ? form.method : form.getAttribute('method');
    let action = submitter?.getAttribute('formaction') ?? formAction ?? location.pathname;
    const method = submitter?.getAttribute('formmethod') ?? formMethod ?? 'get';
    if (method === 'dialog' || new URL(action, location.href).origin !== location.origin) return;
    const formData = new FormData(form, submitter);
    const options: Options = { sourceElement: submitter ?? form };
    if (method === 'get') {
      const url = new URL(action, location.href);
      url.search = new URLSearchParams(formData as unknown as Record<string, string>).toString();
      action = url.toString();
    } else {
      options.formData = formData;
    }
    event.preventDefault();
    void navigate(action, options);
  });
}
