// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import DesktopMenus, { CLICK_KEEPS_OPEN_MS } from './DesktopMenus.tsx';

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
  render(<DesktopMenus mode="solid" />);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the desktop menus', () => {
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
