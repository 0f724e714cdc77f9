// The page's inline theme bootstrap (ThemeBootstrap.astro): applies the stored colour theme before the
// first paint. theme-bootstrap.server.ts declares the `key`, `eventName`, `menuAttribute` and
// `earlyClickAttribute` it reads.
/* global key, eventName, menuAttribute, earlyClickAttribute */
(() => {
  const media = window.matchMedia('(prefers-color-scheme: dark)');
  const read = () => {
    try {
      const value = localStorage.getItem(key);
      return value === 'light' || value === 'dark' ? value : 'system';
    } catch {
      return 'system';
    }
  };
  const apply = (preference = read()) => {
    const dark = preference === 'dark' || (preference === 'system' && media.matches);
    const root = document.documentElement;
    root.classList.toggle('dark', dark);
    root.style.colorScheme = dark ? 'dark' : 'light';
    root.dataset.theme = preference;
    document.dispatchEvent(new CustomEvent(eventName, { detail: preference }));
  };
  apply();
  if (window.__shopApplyTheme) return; // listeners already registered on an earlier page
  window.__shopApplyTheme = apply;
  media.addEventListener('change', () => apply());
  window.addEventListener('storage', (event) => {
    if (event.key === key || event.key === null) apply();
  });
  // An island is hydrated once Astro drops its `ssr` attribute; before that its button does nothing.
  document.addEventListener('click', (event) => {
    // The mark goes on the island, outside what React hydrates, so the HTML still matches.
    const button = event.target instanceof Element ? event.target.closest(`[${menuAttribute}]`) : null;
    button?.closest('astro-island[ssr]')?.setAttribute(earlyClickAttribute, '');
  });
})();
