import { useEffect, useState } from 'react';

/** The header turns solid once the page has scrolled beyond this many pixels. */
const SOLID_AFTER_SCROLL_PX = 50;

export type HeaderMode = 'transparent' | 'solid';

/** Pure rule: transparent only on pages that ask for it, and only near the top. */
function headerMode(transparentPage: boolean, scrollY: number): HeaderMode {
  return transparentPage && scrollY <= SOLID_AFTER_SCROLL_PX ? 'transparent' : 'solid';
}

/** The background a control of the header takes under the pointer, for the header's mode. */
export const headerHoverClass = (mode: HeaderMode) => (mode === 'solid' ? 'hover:bg-muted' : 'hover:bg-white/15');

/** Follows the page's wish (the layout's `transparentHeader`) and the scroll position. */
export function useHeaderMode(transparentPage: boolean): HeaderMode {
  const [scrollY, setScrollY] = useState(0);

  useEffect(() => {
    const onScroll = () => setScrollY(window.scrollY);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  return headerMode(transparentPage, scrollY);
}
