import { useEffect, useState } from 'react';
import { currentAddress } from './language-choice.ts';

/**
 * The browser's address (path, query, hash), starting from `initial` so the
 * server's HTML and the first client render agree, then following
 * client-side navigations and history changes. `refresh` reads it again (on
 * focus or hover, for a query a page rewrote in place).
 */
export function useCurrentAddress(initial: string): [address: string, refresh: () => void] {
  const [address, setAddress] = useState(initial);
  const refresh = () => setAddress(currentAddress());

  useEffect(() => {
    const read = () => setAddress(currentAddress());
    read();
    document.addEventListener('astro:page-load', read);
    window.addEventListener('hashchange', read);
    window.addEventListener('popstate', read);
    return () => {
      document.removeEventListener('astro:page-load', read);
      window.removeEventListener('hashchange', read);
      window.removeEventListener('popstate', read);
    };
  }, []);

  return [address, refresh];
}
