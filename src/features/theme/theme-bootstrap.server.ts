/**
 * The page's inline theme bootstrap as it is written into every page: the
 * four names its code reads, each written by the shop's JSON-for-scripts
 * helper, then the code of `theme-bootstrap.js` as minified at build time.
 * Composed once when the server starts, not on every render. The names are
 * declared here, not through `define:vars`, because Astro 7 drops a script's
 * body when `define:vars` and `set:html` are used together.
 */
import { serializeJsonLd } from '~/lib/json-ld.ts';
import themeBootstrap from './theme-bootstrap.js?inline-script';
import { EARLY_CLICK_ATTRIBUTE, THEME_EVENT, THEME_MENU_ATTRIBUTE, THEME_STORAGE_KEY } from './theme.ts';

const names = {
  key: THEME_STORAGE_KEY,
  eventName: THEME_EVENT,
  menuAttribute: THEME_MENU_ATTRIBUTE,
  earlyClickAttribute: EARLY_CLICK_ATTRIBUTE,
};
const declarations = Object.entries(names).map(([name, value]) => `const ${name}=${serializeJsonLd(value)};`);

export const THEME_BOOTSTRAP_SCRIPT = `(()=>{${declarations.join('')}${themeBootstrap}})();`;
