// @vitest-environment happy-dom
/**
 * A dialog loaded on demand shows once its code and words are there; if they
 * fail to load, the shopper gets the error toast, its owner can close it,
 * and the next opening loads it afresh.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { notifyError } from '~/features/notifications/notify.ts';
import type { PageWords } from '~/i18n/catalogue.ts';
import { contact } from '~/i18n/index.ts';
import { groupData, onDemandAddress } from '~/i18n/island-words.ts';
import { provideWords } from '~/i18n/page-words.ts';
import { messagesFor } from '~/i18n/server.ts';
import { lazyWithWords } from './lazy-with-words.tsx';

vi.mock('~/features/notifications/notify.ts', () => ({ notifyError: vi.fn() }));

const fetchMock = vi.fn();
const french = messagesFor('fr-CA');

function Dialog({ label }: { label: string }) {
  return <p role="status">{`${label}: ${contact.dialogTitle}`}</p>;
}
const LazyDialog = lazyWithWords(['contact'], () => Promise.resolve({ default: Dialog }));

/** Its owner: a button that opens it, and closes it again when it did not load. */
function Owner() {
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setWanted(true)}>
        Open
      </button>
      {wanted && <LazyDialog label="Dialog" onFailed={() => setWanted(false)} />}
    </>
  );
}

beforeEach(() => {
  const page: PageWords = { locale: 'fr-CA', groups: { toasts: french.toasts }, onDemand: onDemandAddress('fr-CA') };
  provideWords(() => page);
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  provideWords(() => ({ locale: 'en-CA', groups: messagesFor('en-CA') }));
});

it('shows the dialog in the page language once its words have come, and after a failed load, on the next try', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  render(<Owner />);
  fireEvent.click(screen.getByRole('button', { name: 'Open' }));
  await waitFor(() => expect(notifyError).toHaveBeenCalledWith(french.toasts.loadFailed, french.toasts.loadFailedText));
  expect(screen.queryByRole('status')).toBeNull();
  // The owner closed it, so its trigger works again; this time the words come.
  expect(screen.getByRole('button', { name: 'Open' })).toBeTruthy();
  fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(groupData('fr-CA', 'contact'))));
  fireEvent.click(screen.getByRole('button', { name: 'Open' }));
  expect((await screen.findByRole('status')).textContent).toBe(`Dialog: ${french.contact.dialogTitle}`);
  expect(fetchMock).toHaveBeenCalledTimes(2);
  expect(notifyError).toHaveBeenCalledTimes(1);
});
