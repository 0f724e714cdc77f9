// @vitest-environment happy-dom
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Button, buttonClasses } from './Button.tsx';
import { XIcon } from './icons.tsx';

afterEach(cleanup);

describe('Button', () => {
  it('is a button that does not submit a form unless asked to', () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <Button onClick={onClick}>Add to cart</Button>
        <Button type="submit">Send</Button>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('with href is a link to that address', () => {
    render(<Button href="/shop">Continue shopping</Button>);
    const link = screen.getByRole('link', { name: 'Continue shopping' });
    expect(link.getAttribute('href')).toBe('/shop');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('names an icon-only button by its aria-label', () => {
    render(
      <Button variant="icon" aria-label="Close">
        <XIcon />
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('passes the ref and other attributes through, and can be disabled', () => {
    const ref = createRef<HTMLButtonElement>();
    render(
      <Button ref={ref} disabled data-reload>
        Try again
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Try again' }) as HTMLButtonElement;
    expect(ref.current).toBe(button);
    expect(button.disabled).toBe(true);
    expect(button.hasAttribute('data-reload')).toBe(true);
  });

  it("lets the caller's classes win over the variant's", () => {
    render(<Button className="mt-8 px-8">Shop</Button>);
    const classes = screen.getByRole('button', { name: 'Shop' }).className.split(' ');
    expect(classes).toContain('px-8');
    expect(classes).not.toContain('px-6');
    expect(classes).toContain('mt-8');
  });
});

describe('buttonClasses', () => {
  it('gives the brand pill by default and a round icon button of the asked size', () => {
    expect(buttonClasses().split(' ')).toEqual(
      expect.arrayContaining(['rounded-full', 'bg-brand', 'hover:bg-brand-strong']),
    );
    const icon = buttonClasses({ variant: 'icon', size: 'sm' }).split(' ');
    expect(icon).toEqual(expect.arrayContaining(['h-9', 'w-9', 'rounded-full']));
    expect(icon).not.toContain('px-6');
  });
});
