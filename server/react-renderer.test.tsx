import { useId } from 'react';
import { describe, expect, it } from 'vitest';
import { sameHtmlForSameProps } from '~/lib/same-html.ts';
import renderer from './react-renderer.mjs';
import { isReactComponent, propsKey } from './react-components.mjs';

type Rendered = { html: string; attrs: { prefix?: string } };
const render = (page: object, Component: unknown, props: Record<string, unknown> = {}, slots = {}) =>
  renderer.renderToStaticMarkup.call({ result: page }, Component, props, slots, {}) as Promise<Rendered>;

let headerRenders = 0;
function Banner({ text }: { text: string }) {
  headerRenders++;
  const id = useId();
  return (
    <p id={id} aria-label={text}>
      {text}
    </p>
  );
}
sameHtmlForSameProps(Banner);

let plainRenders = 0;
function Plain({ text }: { text: string }) {
  plainRenders++;
  return <span id={useId()}>{text}</span>;
}

describe('the React renderer', () => {
  it('answers check without rendering the component', async () => {
    plainRenders = 0;
    await expect(renderer.check(Plain)).resolves.toBe(true);
    await expect(renderer.check('div')).resolves.toBe(false);
    expect(plainRenders).toBe(0);
  });

  it('renders a marked component once per props and serves the same HTML to later pages', async () => {
    headerRenders = 0;
    const first = await render({}, Banner, { text: 'Free delivery' });
    const second = await render({}, Banner, { text: 'Free delivery' });
    expect(headerRenders).toBe(1);
    expect(second).toEqual(first);
    expect(first.html).toContain('Free delivery');
    expect(/id="([^"]+)"/.exec(first.html)?.[1]).toContain(first.attrs.prefix);

    await render({}, Banner, { text: 'Livraison gratuite' });
    expect(headerRenders).toBe(2);
  });

  it('gives each appearance on one page its own id prefix, so ids never repeat', async () => {
    const page = {};
    const a = await render(page, Banner, { text: 'Twice' });
    const b = await render(page, Banner, { text: 'Twice' });
    expect(a.attrs.prefix).not.toBe(b.attrs.prefix);
    const ids = [a.html, b.html].map((html) => /id="([^"]+)"/.exec(html)?.[1]);
    expect(ids[0]).not.toBe(ids[1]);
  });

  it('renders unmarked components, and marked ones with slots, on every request', async () => {
    plainRenders = 0;
    await render({}, Plain, { text: 'a' });
    await render({}, Plain, { text: 'a' });
    expect(plainRenders).toBe(2);

    headerRenders = 0;
    const withSlot = await render({}, Banner, { text: 'Slotted' }, { default: '<b>child</b>' });
    await render({}, Banner, { text: 'Slotted' }, { default: '<b>child</b>' });
    expect(headerRenders).toBe(2);
    expect(withSlot.html).toContain('Slotted');
  });

  it('renders every time when the props hold something JSON would lose', async () => {
    headerRenders = 0;
    const props = { text: 'With a callback', onPick: () => {} };
    await render({}, Banner, props);
    await render({}, Banner, props);
    expect(headerRenders).toBe(2);
  });
});

describe('isReactComponent', () => {
  it('takes functions and React element types, nothing else', () => {
    expect(isReactComponent(Plain)).toBe(true);
    expect(isReactComponent({ $$typeof: Symbol.for('react.memo') })).toBe(true);
    expect(isReactComponent({ $$typeof: Symbol.for('react.forward_ref') })).toBe(true);
    expect(isReactComponent({ $$typeof: Symbol.for('vue.component') })).toBe(false);
    expect(isReactComponent('div')).toBe(false);
    expect(isReactComponent({})).toBe(false);
    expect(isReactComponent(null)).toBe(false);
  });
});

describe('propsKey', () => {
  it('is the JSON of plain props', () => {
    expect(propsKey({ path: '/shop?page=2', transparent: false, tags: ['a', { b: null }] })).toBe(
      '{"path":"/shop?page=2","transparent":false,"tags":["a",{"b":null}]}',
    );
  });

  it('refuses props that JSON would lose or blur', () => {
    expect(propsKey({ onClick: () => {} })).toBeNull();
    expect(propsKey({ when: new Date(0) })).toBeNull();
    expect(propsKey({ id: Symbol('x') })).toBeNull();
    expect(propsKey({ big: 1n })).toBeNull();
    expect(propsKey({ list: [undefined] })).toBeNull();
    expect(propsKey({ nested: { map: new Map() } })).toBeNull();
  });
});
