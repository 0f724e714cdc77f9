import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { getContainerRenderer } from '@astrojs/react/container-renderer';
import { loadRenderers } from 'astro:container';
import { describe, expect, it } from 'vitest';
import { mountain } from '~/components/ui/icon-shapes.ts';
import CalloutCard from './CalloutCard.astro';
import ValueCard from './ValueCard.astro';

const render = async (...args: Parameters<AstroContainer['renderToString']>) => {
  const container = await AstroContainer.create({ renderers: await loadRenderers([getContainerRenderer()]) });
  return container.renderToString(...args);
};

describe('CalloutCard', () => {
  it('is a region named by its heading, with its link below', async () => {
    const html = await render(CalloutCard, {
      props: { labelledBy: 'cta-title', link: { label: 'Find your bike', href: '/collections' } },
      slots: { default: '<h2 id="cta-title">Ride further</h2>' },
    });
    expect(html).toMatch(/<section[^>]*aria-labelledby="cta-title"/);
    expect(html).toContain('<h2 id="cta-title">Ride further</h2>');
    expect(html).toMatch(/<a href="\/collections"[^>]*>\s*Find your bike/);
  });

  it('can be an aside with no link', async () => {
    const html = await render(CalloutCard, {
      props: { labelledBy: 'soon', as: 'aside' },
      slots: { default: '<h2 id="soon">Coming soon</h2>' },
    });
    expect(html).toMatch(/<aside[^>]*aria-labelledby="soon"/);
    expect(html).not.toContain('<a ');
  });
});

describe('ValueCard', () => {
  it('is a list item with the value as a heading, its text and a decorative icon', async () => {
    const html = await render(ValueCard, {
      props: { icon: mountain, title: 'Built for the North', text: 'Tested through Quebec winters.' },
    });
    expect(html).toMatch(/^\s*<li/);
    expect(html).toMatch(/<h3[^>]*>Built for the North<\/h3>/);
    // Whitespace around the text is the formatter's layout, not rendered.
    expect(html).toMatch(/<p[^>]*>\s*Tested through Quebec winters\.\s*<\/p>/);
    expect(html).toMatch(/<svg[^>]*aria-hidden="true"/);
  });
});
