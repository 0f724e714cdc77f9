/**
 * An island hydrated as a page hydrates it: over the HTML the server drew of it, after the browser has
 * learnt what only it knows (a stored cart, a session, a dialog asked for). React recovers from a first
 * render that differs from the server's by drawing the island again; each such mismatch is returned, so
 * a test expects none.
 */
import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { onTestFinished } from 'vitest';

export async function hydrateOverServerHtml(island: ReactElement, beforeHydration: () => void): Promise<unknown[]> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(island);
  document.body.append(container);
  onTestFinished(() => container.remove());
  beforeHydration();
  const mismatches: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, island, { onRecoverableError: (error) => mismatches.push(error) });
  });
  return mismatches;
}
