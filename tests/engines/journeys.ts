/**
 * The shop's main journeys, step for step the same in every engine: what a
 * shopper does (by role, label and text) and what they must see. Each
 * journey starts from a fresh browser (nothing stored) and prepares what it
 * needs on the backend first.
 */
import { expect } from 'vitest';
import { initialsFromEmail } from '../../src/features/auth/initials.ts';
import {
  catalogue,
  collectionId,
  createAccount,
  freshEmail,
  listingNames,
  money,
  rowsFor,
  serverCart,
  simpleProducts,
  type ApiProduct,
} from './backend.ts';
import { eventually, inside, label, role, text, type Driver, type Engine } from './driver.ts';

export interface Journey {
  name: string;
  run(driver: Driver): Promise<void>;
  /** Engines in which a step fails because of a shop bug, each with the bug; the journey is skipped there. */
  knownBugs?: Partial<Record<Engine, string>>;
}

const cartButton = (count: number) => role('button', `Open cart, ${count} ${count === 1 ? 'item' : 'items'} in cart`);
const drawer = role('dialog', 'Review Your Cart');
const checkoutButton = inside(drawer, role('button', 'Checkout (opens in a new tab)'));

/** Waits for the address a click led to, and for that page's islands. */
async function urlMatches(driver: Driver, pattern: RegExp) {
  await eventually(
    () => driver.url(),
    (url) => pattern.test(url),
    `the address matches ${pattern}`,
  );
  await driver.islands();
}

/** The product names the listing shows, in order. */
const shownNames = (driver: Driver) =>
  driver.evaluate<string[]>(
    `[...document.querySelectorAll('ul[aria-label="Products"] h3')].map((heading) => heading.textContent.trim())`,
  );

/** Starts the browser with a cart the server already holds, as a returning shopper would. */
async function withCart(driver: Driver, lines: [ApiProduct, number][]) {
  const id = await serverCart(lines.map(([product, quantity]) => ({ price: product.prices.data[0]!.id, quantity })));
  await driver.goto('/about');
  await driver.evaluate(`localStorage.setItem('checkoutId', ${JSON.stringify(id)})`);
}

/** What the hosted checkout charges for simple products in Quebec: shipping under $200, then GST and QST. */
function hostedTotal(subtotal: number): string {
  const shipping = subtotal >= 20_000 ? 0 : 1500;
  return money(subtotal + shipping + Math.round((subtotal + shipping) * 0.14975));
}

async function fillHostedDetails(driver: Driver, email: string) {
  await driver.waitFor(text('Test mode: no real payment'));
  await driver.fill(label('E-mail'), email);
  await driver.fill(label('Full name'), 'Marie Tremblay');
  await driver.fill(label('Street address'), '45 rue Wellington');
  await driver.fill(label('City'), 'Sherbrooke');
  await driver.fill(label('Postal or ZIP code'), 'J1H 5C7');
  await driver.select(label('Province or state'), 'Quebec');
  await driver.click(role('button', 'Continue to payment'));
}

export const journeys: Journey[] = [
  {
    name: 'home to a product through the menu and the listing: filter, sort, page',
    async run(driver) {
      const bikes = await collectionId('bike');
      const pageTwo = await listingNames(`category=${bikes}&sort=name-asc&page=2`);
      expect(pageTwo.length).toBeGreaterThan(0);

      await driver.goto('/');
      const menu = role('navigation', 'Main');
      await driver.click(inside(menu, role('button', 'Bikes')));
      await driver.click(inside(menu, text('Mountain Bikes')));
      await urlMatches(driver, /\/collection\/bike-mountain-bike$/);
      await driver.waitFor(role('heading', 'Mountain Bikes'));

      await driver.click(inside(role('navigation', 'Breadcrumb'), role('link', 'Shop')));
      await urlMatches(driver, /\/shop$/);
      await driver.waitFor(role('heading', 'All Products'));

      await driver.click(role('button', 'Filters'));
      await driver.click(inside(role('dialog', 'Product Filters'), role('button', 'Bikes')));
      await urlMatches(driver, new RegExp(`/shop\\?category=${bikes}$`));
      await driver.waitFor(role('heading', 'Bikes'));

      await driver.select(role('combobox', 'Sort by'), 'Name A to Z');
      await urlMatches(driver, /sort=name-asc/);

      await driver.click(inside(role('navigation', 'Pagination'), role('button', 'Page 2')));
      await urlMatches(driver, /page=2/);
      await eventually(
        () => shownNames(driver),
        (names) => JSON.stringify(names) === JSON.stringify(pageTwo),
        'page 2 of the bikes, A to Z',
      );

      await driver.click(role('link', pageTwo[0]!));
      await urlMatches(driver, /\/product\//);
      await driver.waitFor(role('heading', pageTwo[0]!));
    },
  },
  {
    name: 'options and a price, then Add to Cart: toast, badge, and the line in the cart',
    async run(driver) {
      const product = (await catalogue()).find((p) => p.prices.data.length > 1 && p.variants.data[0]?.option_2)!;
      const variant = product.variants.data[0]!;
      const price = product.prices.data[1]!;
      await driver.goto(`/product/${product.slug}`);
      await driver.waitFor(role('heading', product.name));
      await driver.click(text(variant.option_1!));
      await driver.click(text(variant.option_2!));
      await driver.click(text(`${price.name} – ${money(price.amount)}`));
      await driver.waitFor(text(money(variant.amount ?? price.amount)));

      await driver.click(role('button', 'Add to Cart'));
      await driver.waitFor(text('Added to cart'));
      await driver.waitFor(cartButton(1));
      await driver.click(cartButton(1));
      await driver.waitFor(inside(drawer, text(product.name)));
      await driver.waitFor(inside(drawer, text(`${variant.option_1} / ${variant.option_2}`)));
      await driver.waitFor(inside(drawer, text(price.name!)));
    },
  },
  {
    name: 'the cart drawer: quantity up, a line removed, the badge follows',
    async run(driver) {
      const [first, second] = await simpleProducts();
      await withCart(driver, [
        [first!, 1],
        [second!, 1],
      ]);
      await driver.goto('/');
      await driver.click(cartButton(2));
      await driver.click(inside(drawer, role('button', `Increase quantity of ${first!.name}`)));
      const quantity = inside(role('group', `Quantity: ${first!.name}`), role('status', 'Quantity'));
      await eventually(
        () => driver.text(quantity),
        (shown) => shown.trim() === '2',
        'quantity 2',
      );
      const unit = (product: ApiProduct) => product.prices.data[0]!.amount;
      await driver.waitFor(inside(drawer, text(money(2 * unit(first!) + unit(second!)))));

      await driver.click(inside(drawer, role('button', `Remove ${second!.name}`)));
      await driver.waitForGone(inside(drawer, role('button', `Remove ${second!.name}`)));
      await driver.waitFor(inside(drawer, text(money(2 * unit(first!)))));
      await driver.press('Escape');
      await driver.waitForGone(drawer);
      await driver.waitFor(cartButton(2));
    },
  },
  {
    name: 'Checkout opens the hosted checkout in a new window, and payment lands on the thank-you page',
    async run(driver) {
      const [bottle] = await simpleProducts();
      await withCart(driver, [[bottle!, 2]]);
      await driver.goto('/');
      await driver.click(cartButton(2));
      await driver.toNewWindow(() => driver.click(checkoutButton));
      await urlMatches(driver, /\/checkout\//);
      await fillHostedDetails(driver, freshEmail('buyer'));
      await driver.click(role('button', `Pay ${hostedTotal(2 * bottle!.prices.data[0]!.amount)} (test payment)`));
      await urlMatches(driver, /\/thank-you\?sc_order=/);
      await driver.waitFor(role('heading', 'Thank you for your order!'));
      await driver.waitFor(text(bottle!.name));
      await driver.waitFor(text('Qty 2'));
      await driver.waitFor(cartButton(0));
    },
  },
  {
    name: 'Checkout pressed right after a quantity change opens the hosted checkout with the new quantity',
    async run(driver) {
      const [bottle] = await simpleProducts();
      await withCart(driver, [[bottle!, 1]]);
      await driver.goto('/');
      await driver.click(cartButton(1));
      // The page notes when each click reaches it, so the gap is the one the shop saw, whatever the driver's own delays.
      await driver.evaluate(
        `(window.clicks = [], document.addEventListener('click', () => window.clicks.push(performance.now()), true), true)`,
      );
      await driver.click(inside(drawer, role('button', `Increase quantity of ${bottle!.name}`)));
      await driver.toNewWindow(async () => {
        await driver.click(checkoutButton);
        const [change, checkout] = await driver.evaluate<number[]>('window.clicks');
        // Well inside the 500 ms the shop waits before it sends a quantity change.
        expect(checkout! - change!, 'ms from the change to Checkout').toBeLessThan(500);
      });
      await urlMatches(driver, /\/checkout\//);
      await driver.waitFor(text(`${bottle!.name} × 2`, false));
    },
  },
  {
    name: 'header search suggests products and opens the chosen one',
    async run(driver) {
      // A bike of the demo catalogue the README points to.
      const first = { name: 'Summit Ridge 29 Trail', slug: 'summit-ridge-29-trail' };
      await driver.goto('/about');
      await driver.fill(role('combobox', 'Search the shop'), 'summit');
      const suggestions = role('listbox', 'Suggestions');
      await driver.waitFor(inside(suggestions, text(first.name)));
      await driver.click(inside(suggestions, text(first.name)));
      await urlMatches(driver, new RegExp(`/product/${first.slug}$`));
      await driver.waitFor(role('heading', first.name));
    },
  },
  {
    name: 'the sign-in dialog: its three modes, then a password sign-in',
    async run(driver) {
      const email = freshEmail('signin');
      await createAccount(email);
      await driver.goto('/about');
      await driver.click(role('button', 'Sign In'));
      const signIn = role('dialog', 'Sign In');
      await driver.waitFor(signIn);

      await driver.click(role('button', 'Sign in with Email Link'));
      await driver.waitFor(role('dialog', 'Sign in with Email'));
      await driver.waitForGone(label('Password'));
      await driver.click(role('button', 'Back to sign in'));
      await driver.click(role('button', 'Need to activate your account?'));
      await driver.waitFor(role('dialog', 'Activate Account'));
      await driver.click(role('button', 'Back to sign in'));

      await driver.fill(inside(signIn, label('Email')), email);
      await driver.fill(inside(signIn, label('Password')), 'Velo2026Nord');
      await driver.click(inside(signIn, role('button', 'Sign In')));
      await driver.waitForGone(signIn);
      await driver.waitFor(role('button', `${initialsFromEmail(email)}, account menu for ${email}`));
    },
  },
  {
    name: 'the contact form is sent',
    async run(driver) {
      const email = freshEmail('contact');
      await driver.goto('/contact');
      await driver.fill(label('Name'), 'Marie Tremblay');
      await driver.fill(label('Email'), email);
      await driver.fill(label('Phone'), '514 555 0100');
      await driver.fill(label('How can we help you?'), 'Which frame size fits a rider of 170 cm?');
      await driver.click(role('button', 'Send Message'));
      await driver.waitFor(role('heading', 'Message Sent Successfully!'));
      expect(await rowsFor('contact_forms', email)).toHaveLength(1);
    },
  },
  {
    name: 'the newsletter subscribes an address',
    async run(driver) {
      const email = freshEmail('news');
      const block = role('region', 'Stay Updated');
      await driver.goto('/about');
      await driver.hydrated(inside(block, label('Your name')));
      await driver.fill(inside(block, label('Your name')), 'Ana Lachance');
      await driver.click(inside(block, role('button', 'Continue')));
      await driver.fill(inside(block, label('Your email address')), email);
      await driver.click(inside(block, role('button', 'Subscribe')));
      await driver.waitFor(inside(block, text('Thanks for subscribing!')));
      await eventually(
        () => rowsFor('subscribers', email),
        (rows) => rows.length === 1,
        'one subscriber row',
      );
    },
  },
  {
    name: 'the French page, from the header’s language link',
    async run(driver) {
      await driver.goto('/');
      await driver.click(role('link', 'Lire cette page en français'));
      await urlMatches(driver, /\/fr\/$/);
      await driver.waitFor(role('heading', 'Roulez plus loin. Roulez vers le Nord.'));
      expect(await driver.evaluate<string>('document.documentElement.lang')).toBe('fr-CA');
      await driver.waitFor(role('button', 'Ouvrir le panier, 0 article dans le panier'));
      await driver.waitFor(role('link', 'Read this page in English'));
    },
  },
  {
    name: 'the dark theme, chosen in the footer, paints the page dark and survives a reload',
    async run(driver) {
      const background = () =>
        driver.evaluate<number>(`(() => {
          const context = document.createElement('canvas').getContext('2d');
          context.fillStyle = getComputedStyle(document.body).backgroundColor;
          context.fillRect(0, 0, 1, 1);
          const [r, g, b] = context.getImageData(0, 0, 1, 1).data;
          return (r + g + b) / 3;
        })()`);
      await driver.goto('/');
      expect(await background()).toBeGreaterThan(200);
      // Until its island hydrates, the button holds every choice and the stylesheet shows one: its words
      // name it only once hydrated, so the island is found by its hidden label.
      await driver.hydrated(text('Colour theme:'));
      await driver.click(role('button', 'Colour theme: System'));
      await driver.click(role('menuitemradio', 'Dark'));
      await eventually(
        () => background(),
        (level) => level < 60,
        'a dark page',
      );
      await driver.reload();
      expect(await driver.evaluate<boolean>(`document.documentElement.classList.contains('dark')`)).toBe(true);
      expect(await background()).toBeLessThan(60);
      await driver.hydrated(text('Colour theme:'));
      await driver.waitFor(role('button', 'Colour theme: Dark'));
    },
  },
];

/** The pages the screenshots show, each opened as a shopper would reach it. */
export async function takeScreenshots(driver: Driver, directory: string) {
  const [bottle] = await simpleProducts();
  const product = (await catalogue()).find((p) => p.prices.data.length > 1 && p.variants.data[0]?.option_2)!;
  await withCart(driver, [[bottle!, 1]]);
  for (const theme of ['light', 'dark'] as const) {
    await driver.goto('/about');
    await driver.evaluate(`localStorage.setItem('theme', '${theme}')`);
    const shot = (name: string) => driver.screenshot(`${directory}/${driver.engine}-${name}-${theme}.png`);
    await driver.goto('/');
    await shot('home');
    await driver.goto(`/product/${product.slug}`);
    await driver.evaluate('window.scrollTo(0, 160)');
    await shot('product');
    await driver.goto('/');
    await driver.click(cartButton(1));
    await driver.waitFor(inside(drawer, text(bottle!.name)));
    // The drawer slides in: wait for it to come to rest.
    await new Promise((resolve) => setTimeout(resolve, 600));
    await shot('cart');
    await driver.goto('/fr/');
    await shot('fr');
    // The listing's sort menu: a native select, drawn in the page's theme.
    await driver.goto('/shop');
    await shot('shop');
  }
}
