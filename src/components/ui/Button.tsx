import type { AnchorHTMLAttributes, ButtonHTMLAttributes, Ref } from 'react';
import { cn } from './cn.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'icon';
export type ButtonSize = 'sm' | 'md' | 'lg';

const BASE =
  'inline-flex shrink-0 items-center justify-center gap-2 rounded-full font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:cursor-not-allowed disabled:opacity-50';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-brand text-white hover:bg-brand-strong',
  secondary: 'border border-line bg-surface text-ink hover:bg-muted',
  ghost: 'text-subtle hover:bg-muted hover:text-ink',
  icon: 'text-ink hover:bg-muted',
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'px-5 py-2.5 text-sm',
  md: 'px-6 py-3',
  lg: 'px-7 py-3.5 text-base',
};

/** Icon-only buttons are round: the size sets the diameter. */
const ICON_SIZES: Record<ButtonSize, string> = {
  sm: 'h-9 w-9',
  md: 'h-10 w-10',
  lg: 'h-11 w-11',
};

export interface ButtonStyle {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string | undefined;
}

/** The classes of a button, for elements that cannot be a Button (an Astro `<a>`, a Radix `asChild`). */
export function buttonClasses({ variant = 'primary', size = 'md', className }: ButtonStyle = {}): string {
  return cn(BASE, VARIANTS[variant], variant === 'icon' ? ICON_SIZES[size] : SIZES[size], className);
}

/** An icon-only button has no text, so it must be named for screen readers. */
type Naming = { variant: 'icon'; 'aria-label': string } | { variant?: Exclude<ButtonVariant, 'icon'> };

type AsButton = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label'> & {
  href?: undefined;
  ref?: Ref<HTMLButtonElement>;
};
type AsLink = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'aria-label'> & {
  /** Makes it a link that looks like a button. */
  href: string;
  ref?: Ref<HTMLAnchorElement>;
};

export type ButtonProps = (AsButton | AsLink) & Naming & { size?: ButtonSize; 'aria-label'?: string };

/**
 * The shop's button: a brand pill by default, or secondary, ghost or a round
 * icon button; with `href` it is a link (for navigation) in the same look.
 * Renders to plain HTML, so .astro pages can use it without hydration.
 */
export function Button(props: ButtonProps) {
  const { variant, size, className, children, ...rest } = props;
  const classes = buttonClasses({ variant, size, className });
  if (rest.href !== undefined) {
    return (
      <a {...(rest as AsLink)} className={classes}>
        {children}
      </a>
    );
  }
  // A plain button unless a form asks for 'submit'.
  const { type = 'button', ...buttonProps } = rest as AsButton;
  return (
    <button type={type} {...buttonProps} className={classes}>
      {children}
    </button>
  );
}
