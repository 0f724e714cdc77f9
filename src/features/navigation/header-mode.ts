import { useEffect, useState } from 'react';

/** The header turns solid once the page has scrolled beyond this many pixels. */
const SOLID_AFTER_SCROLL_PX = 50;

export type HeaderMode = 'transparent' | 'solid';

/** Pure rule: transparent only on pages that ask for it, and only near the top. */
function headerMode(transparentPage: boolean, scrollY: number): HeaderMode {
  return transparentPage && scrollY <= SOLID_AFTER_SCROLL_PX ? 'transparent' : 'solid';
}

/**
 * Follows the page's wish (`<body data-header="transparent">`, re-read after
 * each client-side navigation since the header persists) and the scroll position.
 */
export function useHeaderMode(initialTransparent: boolean): HeaderMode {
  const [transparentPage, setTransparentPage] = useState(initialTransparent);
  const [scrollY, setScrollY] = useState(0);

  useEffect(() => {
    const readPage = () => setTransparentPage(document.body.dataset.header === 'transparent');
    const onScroll = () => setScrollY(window.scrollY);
    readPage();
    onScroll();
    document.addEventListener('astro:page-load', readPage);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      document.removeEventListener('astro:page-load', readPage);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);

  return headerMode(transparentPage, scrollY);
}
