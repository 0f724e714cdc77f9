/**
 * A component drawn as the server draws it for a page: through Astro, with
 * the React integration (so React components without a client directive
 * come out as static HTML), inside the page's words as the middleware sets
 * them for its address. Returns the HTML as a document to read by roles.
 */
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { getContainerRenderer } from '@astrojs/react/container-renderer';
import { loadRenderers } from 'astro:container';
import { Window } from 'happy-dom';
import type { ReactNode } from 'react';
import { localeOfPath } from '../../src/i18n/locales.ts';
import { withPageWords } from '../../src/i18n/render-words.ts';

type AstroComponent = Parameters<AstroContainer['renderToString']>[0];
/** An Astro component, or a React one (the container hands it to the React integration, as a page does). */
type Component = AstroComponent | ((props: never) => ReactNode);

export async function drawnOnServer(component: Component, path: string, props: Record<string, unknown> = {}) {
  const container = await AstroContainer.create({ renderers: await loadRenderers([getContainerRenderer()]) });
  const request = new Request(new URL(path, 'http://shop.test'));
  const html = await withPageWords(localeOfPath(path), () =>
    container.renderToString(component as AstroComponent, { props, request }),
  );
  const document = new Window().document;
  document.body.innerHTML = html;
  return { html, body: document.body as unknown as HTMLElement };
}
