/** How an icon badge looks: a tinted disc or rounded square, sized, with its icon sized to match. */
import { cn } from './cn.ts';

export type IconBadgeTone = 'neutral' | 'success' | 'brand';
export type IconBadgeSize = 'md' | 'lg' | 'xl';

const TONES: Record<IconBadgeTone, string> = {
  neutral: 'bg-muted text-subtle',
  success: 'bg-green-100 text-green-800 dark:bg-green-900/40 dark:text-green-300',
  brand: 'bg-brand-soft text-brand dark:bg-brand/20 dark:text-accent',
};

/** Badge diameter, then the icon's size inside it. */
const SIZES: Record<IconBadgeSize, [string, string]> = {
  md: ['h-12 w-12', 'h-6 w-6'],
  lg: ['h-14 w-14', 'h-7 w-7'],
  xl: ['h-16 w-16', 'h-7 w-7'],
};

export interface IconBadgeLook {
  tone?: IconBadgeTone;
  size?: IconBadgeSize;
  /** Round (status: empty cart, order confirmed) or a rounded square (the value cards). */
  shape?: 'round' | 'square';
}

/** The classes of a badge and of the icon inside it: one look for the islands' badge and the server's. */
export function iconBadgeClasses({ tone = 'neutral', size = 'md', shape = 'round' }: IconBadgeLook) {
  const [badgeSize, iconSize] = SIZES[size];
  return {
    badge: cn(
      'inline-flex shrink-0 items-center justify-center',
      shape === 'round' ? 'rounded-full' : 'rounded-xl',
      badgeSize,
      TONES[tone],
    ),
    icon: iconSize,
  };
}
