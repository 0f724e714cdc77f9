import { brand } from '~/i18n/index.ts';

/** The wordmark: a north-pointing peak over a chainring, then the name. Drawn in currentColor. */
export function Logo({ className = '' }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 ${className}`}>
      <svg viewBox="0 0 40 40" className="h-8 w-8 shrink-0" aria-hidden="true" focusable="false">
        <circle cx="20" cy="20" r="17" fill="none" stroke="currentColor" strokeWidth="3" />
        <circle
          cx="20"
          cy="20"
          r="17"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeDasharray="2.6 4.1"
          transform="rotate(8 20 20)"
          opacity=".55"
        />
        <path d="M8 27 17 13l4.5 6.5L25 15l7 12Z" fill="currentColor" />
        <path d="M17 13l2 3-2 1.2-1.9-1.2Z" fill="var(--page, #fff)" opacity=".9" />
      </svg>
      <span className="font-display text-lg font-extrabold tracking-[0.18em] uppercase">{brand.name}</span>
    </span>
  );
}
