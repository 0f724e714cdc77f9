/**
 * Markup drawn twice: the server pages' .astro components and the islands'
 * React ones. They must stay the same markup, or a product would look
 * different on the home page and in /shop, or the footer's language link
 * unlike the header's; these tests hold them to it.
 */
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { Window } from 'happy-dom';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import BreadcrumbAstro from '~/components/ui/Breadcrumb.astro';
import { Breadcrumb } from '~/components/ui/Breadcrumb.tsx';
import LanguageSwitcherAstro from '~/features/language/LanguageSwitcher.astro';
import { LanguageSwitcher } from '~/features/language/LanguageSwitcher.tsx';
import ProductCardAstro from './ProductCard.astro';
import { ProductCard } from './ProductCard.tsx';
import ProductGridAstro from './ProductGrid.astro';
import { ProductGrid } from './ProductGrid.tsx';
import { CARD_PICTURE_LAYOUT, type ProductCardData } from './product-card.ts';
import { pictureAt } from '~/lib/wordpress/picture-sizes.ts';
import { speaking } from '../../../tests/support/words.ts';

/**
 * The markup as a browser reads it: elements, attributes and trimmed text, without the whitespace between
 * tags, the development build's source attributes, or React's image preload hint (a <link> it hoists
 * into the head, not part of the component).
 */
function normalized(html: string): string {
  const document = new Window().document;
  const template = document.createElement('template');
  template.innerHTML = html.trim();
  const root = template.content;
  for (const link of [...root.querySelectorAll('link[rel="preload"]')]) link.remove();
  for (const element of [...root.querySelectorAll('*')])
    for (const name of element.getAttributeNames())
      if (name.startsWith('data-astro-source-')) element.removeAttribute(name);
  const texts = [];
  const walker = document.createTreeWalker(root, 4 /* text nodes */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node);
  for (const node of texts) {
    const text = node.textContent!.trim();
    if (text) node.textContent = text;
    else node.parentNode?.removeChild(node);
  }
  return template.innerHTML;
}

const astro = async (component: Parameters<AstroContainer['renderToString']>[0], props: Record<string, unknown>) =>
  normalized(await (await AstroContainer.create()).renderToString(component, { props }));

const card: ProductCardData = {
  id: 'p1',
  name: 'Summit Ridge 29 Trail',
  href: '/product/summit-ridge-29-trail',
  price: { amount: 289900, currency: 'cad', text: '$2,899.00', from: false },
  collectionName: 'Mountain Bikes',
  image: {
    alt: 'Summit Ridge 29 Trail',
    ...pictureAt(
      {
        url: 'https://media.example/summit.webp',
        sizes: [
          { url: 'https://media.example/summit-300x225.webp', width: 300, height: 225 },
          { url: 'https://media.example/summit-768x576.webp', width: 768, height: 576 },
          { url: 'https://media.example/summit.webp', width: 1600, height: 1200 },
        ],
      },
      CARD_PICTURE_LAYOUT,
    ),
  },
  soldOut: false,
};
const bare: ProductCardData = { ...card, id: 'p2', price: null, collectionName: null, image: null };
const soldOut: ProductCardData = { ...card, id: 'p3', soldOut: true };
const fromPrice: ProductCardData = { ...card, id: 'p4', price: { ...card.price!, from: true } };
const comparable: ProductCardData = { ...card, id: 'p5', compareHref: '/compare?products=summit-ridge-29-trail' };

describe('server and island draw the same product card', () => {
  for (const [name, product] of [
    ['with image, price and collection', card],
    ['with no image, price or collection', bare],
    ['sold out', soldOut],
    ['priced from its lowest', fromPrice],
    ['a bike that can be compared', comparable],
  ] as const) {
    for (const eager of [false, true]) {
      it(`${name}, ${eager ? 'eager' : 'lazy'}`, async () => {
        const island = normalized(renderToStaticMarkup(<ProductCard product={product} eager={eager} />));
        expect(island).toContain(product.name);
        expect(island.includes('Sold out')).toBe(product.soldOut);
        expect(island.includes('From $2,899.00')).toBe(product.price?.from === true);
        expect(island.includes('aria-label="Compare Summit Ridge 29 Trail"')).toBe(Boolean(product.compareHref));
        expect(await astro(ProductCardAstro, { product, eager })).toBe(island);
      });
    }
  }

  it('in French, a price that differs by choice said « À partir de … »', async () => {
    const french: ProductCardData = { ...fromPrice, price: { ...fromPrice.price!, text: '2\u00a0899,00\u00a0$' } };
    const island = normalized(speaking('fr-CA', renderToStaticMarkup)(<ProductCard product={french} />));
    expect(island).toContain('À partir de 2&nbsp;899,00&nbsp;$');
    const container = await AstroContainer.create();
    const html = await container.renderToString(ProductCardAstro, {
      props: { product: french },
      request: new Request('http://shop.test/fr/shop'),
    });
    expect(normalized(html)).toBe(island);
  });

  it('and the same grid', async () => {
    const cards = [card, bare];
    const island = normalized(renderToStaticMarkup(<ProductGrid cards={cards} label="Featured" eager={1} />));
    expect(await astro(ProductGridAstro, { cards, label: 'Featured', eager: 1 })).toBe(island);
  });
});

describe('server and island draw the same breadcrumb', () => {
  it('links every crumb but the last, the current page', async () => {
    const items = [{ name: 'Home', href: '/' }, { name: 'Shop', href: '/shop' }, { name: 'Bikes' }];
    const island = normalized(renderToStaticMarkup(<Breadcrumb label="Breadcrumb" items={items} />));
    expect(island).toContain('aria-current="page"');
    expect(await astro(BreadcrumbAstro, { label: 'Breadcrumb', items })).toBe(island);
  });
});

describe('server and island draw the same language link', () => {
  const path = '/collection/bike-road-bike?page=3';

  it('on an English page, to the French page', async () => {
    const island = normalized(renderToStaticMarkup(<LanguageSwitcher path={path} className="text-sm" />));
    expect(island).toContain('href="/fr/collection/bike-road-bike?page=3"');
    expect(island).toContain('Français');
    expect(await astro(LanguageSwitcherAstro, { locale: 'en-CA', path, class: 'text-sm' })).toBe(island);
  });

  it('on a French page, to the English page', async () => {
    const frenchPath = `/fr${path}`;
    const island = normalized(
      speaking('fr-CA', renderToStaticMarkup)(<LanguageSwitcher path={frenchPath} className="text-sm" />),
    );
    expect(island).toContain(`href="${path}"`);
    expect(island).toContain('English');
    expect(await astro(LanguageSwitcherAstro, { locale: 'fr-CA', path: frenchPath, class: 'text-sm' })).toBe(island);
  });
});
