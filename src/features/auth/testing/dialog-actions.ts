/**
 * Test support for the account dialogs: the open dialog, and typing and
 * pressing in it by the names a shopper reads.
 */
import { fireEvent, screen, within } from '@testing-library/react';

export const dialog = () => screen.getByRole('dialog');
export const type = (label: string, value: string) =>
  fireEvent.change(within(dialog()).getByLabelText(label), { target: { value } });
export const press = (name: string) => fireEvent.click(within(dialog()).getByRole('button', { name }));
