import type { ComponentType } from 'react';
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

interface Props {
  icon: ComponentType<{ className?: string }>;
  tone?: IconBadgeTone;
  size?: IconBadgeSize;
  /** Round (status: empty cart, order confirmed) or a rounded square (the value cards). */
  shape?: 'round' | 'square';
  className?: string;
}

/** A decorative icon on a tinted disc; the words beside it carry the meaning. */
export function IconBadge({ icon: Icon, tone = 'neutral', size = 'md', shape = 'round', className }: Props) {
  const [badgeSize, iconSize] = SIZES[size];
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center justify-center',
        shape === 'round' ? 'rounded-full' : 'rounded-xl',
        badgeSize,
        TONES[tone],
        className,
      )}
    >
      <Icon className={iconSize} />
    </span>
  );
}
