// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import DesktopMenus, { CLICK_KEEPS_OPEN_MS } from './DesktopMenus.tsx';

/** The menus as the header's menu bar holds them: the open menu is the bar's state. */
function Menus() {
  const [value, setValue] = useState('');
  return <DesktopMenus mode="solid" value={value} onValueChange={setValue} />;
}

const trigger = () => screen.getByRole('button', { name: 'Accessories' });
const expanded = () => trigger().getAttribute('aria-expanded');
/** The mouse arrives over the button and rests there past Radix's 200 ms opening delay. */
const hoverOpen = () => {
  fireEvent.pointerEnter(trigger(), { pointerType: 'mouse' });
  fireEvent.pointerMove(trigger(), { pointerType: 'mouse' });
  act(() => vi.advanceTimersByTime(200));
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance', 'Date'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the desktop menus', () => {
  beforeEach(() => void render(<Menus />));

  it('open on hover after 200 ms', () => {
    fireEvent.pointerMove(trigger(), { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(199));
    expect(expanded()).toBe('false');
    act(() => vi.advanceTimersByTime(1));
    expect(expanded()).toBe('true');
  });

  it('stay open when the click that followed the hover lands just after the menu opened', () => {
    hoverOpen();
    expect(expanded()).toBe('true');
    act(() => vi.advanceTimersByTime(CLICK_KEEPS_OPEN_MS - 1));
    fireEvent.click(trigger());
    expect(expanded()).toBe('true');
  });

  it('close on a click once the menu has been open a while', () => {
    hoverOpen();
    act(() => vi.advanceTimersByTime(CLICK_KEEPS_OPEN_MS));
    fireEvent.click(trigger());
    expect(expanded()).toBe('false');
  });

  it('open and close on clicks alone', () => {
    fireEvent.click(trigger());
    expect(expanded()).toBe('true');
    act(() => vi.advanceTimersByTime(CLICK_KEEPS_OPEN_MS));
    fireEvent.click(trigger());
    expect(expanded()).toBe('false');
  });
});

/** Lets the lazily loaded menus arrive and React commit them. */
const settle = async () => {
  for (let i = 0; i < 5; i++) await act(async () => await import('./DesktopMenus.tsx'));
};
/** Radix's menu button, as opposed to the bar's first one: Radix gives it an id, which its panel refers to. */
const isRadixTrigger = (element: Element | null) => Boolean(element?.id);

describe('the menu bar before its menus have loaded', () => {
  // A fresh module graph for each test, so the menus' code has not loaded yet when it starts.
  beforeEach(async () => {
    vi.resetModules();
    const { default: FreshMenuBar } = await import('./DesktopMenuBar.tsx');
    render(<FreshMenuBar mode="solid" />);
  });

  it('shows the menus’ buttons and Featured, all closed', () => {
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(expanded()).toBe('false');
    expect(isRadixTrigger(trigger())).toBe(false);
    expect(screen.getByRole('link', { name: 'Featured' }).getAttribute('href')).toBe('/shop?featured=true');
  });

  it('opens the panel a click lands on at once, and keeps it open once the menus have loaded', async () => {
    fireEvent.click(trigger());
    expect(expanded()).toBe('true');
    expect(screen.getByRole('link', { name: /^Helmets/ }).getAttribute('href')).toBe(
      '/collection/bike-equipment-helmet',
    );
    await settle();
    expect(isRadixTrigger(trigger())).toBe(true);
    expect(expanded()).toBe('true');
    expect(screen.getByRole('link', { name: /^Helmets/ })).toBeTruthy();
  });

  it('opens the menu the mouse rests on for 200 ms, not before', async () => {
    fireEvent.pointerEnter(trigger(), { pointerType: 'mouse' });
    await settle();
    act(() => vi.advanceTimersByTime(199));
    expect(expanded()).toBe('false');
    act(() => vi.advanceTimersByTime(1));
    expect(expanded()).toBe('true');
  });

  it('opens nothing when the mouse leaves within 200 ms', async () => {
    fireEvent.pointerEnter(trigger(), { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(100));
    fireEvent.pointerLeave(trigger(), { pointerType: 'mouse' });
    await settle();
    act(() => vi.advanceTimersByTime(500));
    expect(expanded()).toBe('false');
  });

  it('keeps the focus on the focused button when the menus take over', async () => {
    act(() => trigger().focus());
    await settle();
    expect(isRadixTrigger(document.activeElement)).toBe(true);
    expect(document.activeElement).toBe(trigger());
  });

  it('keeps the focus on a panel link when the menus take over', async () => {
    fireEvent.click(trigger());
    const helmets = screen.getByRole('link', { name: /^Helmets/ });
    act(() => helmets.focus());
    await settle();
    expect(isRadixTrigger(trigger())).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('link', { name: /^Helmets/ }));
    expect(document.activeElement).not.toBe(helmets);
  });

  it('closes the panel on Escape and gives the focus back to its button', () => {
    fireEvent.click(trigger());
    act(() => screen.getByRole('link', { name: /^Helmets/ }).focus());
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(expanded()).toBe('false');
    expect(screen.queryByRole('link', { name: /^Helmets/ })).toBeNull();
    expect(document.activeElement).toBe(trigger());
  });
});
