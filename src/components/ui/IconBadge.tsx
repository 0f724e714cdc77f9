import { cn } from './cn.ts';
import type { ComponentType } from 'react';
import { iconBadgeClasses, type IconBadgeLook } from './icon-badge.ts';

interface Props extends IconBadgeLook {
  icon: ComponentType<{ className?: string }>;
  className?: string;
}

/** A decorative icon on a tinted disc; the words beside it carry the meaning. */
export function IconBadge({ icon: Icon, className, ...look }: Props) {
  const { badge, icon } = iconBadgeClasses(look);
  return (
    <span className={cn(badge, className)}>
      <Icon className={icon} />
    </span>
  );
}
