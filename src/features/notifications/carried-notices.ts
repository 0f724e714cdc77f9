/**
 * Toasts that follow the shopper to the next page. When a page is left
 * (`pagehide`), the toasts announced on it less than a toast's lifetime ago
 * are written to the tab's session storage; the next page's start shows them
 * again and forgets them. Pages with nothing to show never load the toasts.
 */

export interface Notice {
  kind: 'success' | 'error';
  title: string;
  description?: string;
}

const STORAGE_KEY = 'shop:carried-notices';

interface Announced {
  notice: Notice;
  /** Until when it is on screen (ms since the epoch). */
  until: number;
}

const announced: Announced[] = [];

/**
 * Remembers `notice`, on screen for `lifetimeMs`, to hand it to the next page if this one is left meanwhile.
 * Returns what to call when the shopper dismisses it: a toast closed by hand is not shown again.
 */
export function carryOnLeaving(notice: Notice, lifetimeMs: number): () => void {
  if (announced.length === 0) window.addEventListener('pagehide', handOver);
  const entry = { notice, until: Date.now() + lifetimeMs };
  announced.push(entry);
  return () => {
    const index = announced.indexOf(entry);
    if (index >= 0) announced.splice(index, 1);
  };
}

function handOver(): void {
  const live = announced.filter((entry) => entry.until > Date.now()).map((entry) => entry.notice);
  announced.length = 0;
  window.removeEventListener('pagehide', handOver);
  if (live.length === 0) return;
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(live));
  } catch {
    // Storage refused (private mode, quota): the toast stays with the page it was announced on.
  }
}

const isNotice = (value: unknown): value is Notice => {
  const notice = value as Notice;
  return (
    typeof notice === 'object' &&
    notice !== null &&
    (notice.kind === 'success' || notice.kind === 'error') &&
    typeof notice.title === 'string' &&
    (notice.description === undefined || typeof notice.description === 'string')
  );
};

/** The notices the previous page handed over, once: they are forgotten as they are read. */
export function takeCarriedNotices(): Notice[] {
  let stored: string | null;
  try {
    stored = sessionStorage.getItem(STORAGE_KEY);
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    return [];
  }
  if (!stored) return [];
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) ? parsed.filter(isNotice) : [];
  } catch {
    return [];
  }
}

/** Shows what the previous page handed over; loads the toasts only when there is something to show. */
export function showCarriedNotices(): void {
  const notices = takeCarriedNotices();
  if (notices.length === 0) return;
  void import('./notify.ts').then(({ notifyError, notifySuccess }) => {
    for (const notice of notices) {
      void (notice.kind === 'success' ? notifySuccess : notifyError)(notice.title, notice.description);
    }
  });
}
