// @vitest-environment happy-dom
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { TextField } from './TextField.tsx';
import { Textarea } from './Textarea.tsx';

afterEach(cleanup);

/** The elements an attribute holding ids points at, in order. */
function describedBy(element: HTMLElement): string[] {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? `missing #${id}`);
}

describe('TextField', () => {
  it('is found by its label and described by its help text', () => {
    render(<TextField label="E-mail" name="email" type="email" help="We never share it." required />);
    const input = screen.getByLabelText('E-mail') as HTMLInputElement;
    expect(input.type).toBe('email');
    expect(input.name).toBe('email');
    expect(input.required).toBe(true);
    expect(describedBy(input)).toEqual(['We never share it.']);
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('announces its error, links it and marks the input invalid', () => {
    render(<TextField label="E-mail" help="We never share it." error="Enter a valid e-mail address." />);
    const input = screen.getByLabelText('E-mail');
    expect(screen.getByRole('alert').textContent).toBe('Enter a valid e-mail address.');
    expect(describedBy(input)).toEqual(['We never share it.', 'Enter a valid e-mail address.']);
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it("keeps the caller's own description beside its help and error", () => {
    render(
      <>
        <p id="privacy-note">We send one e-mail a month.</p>
        <TextField label="E-mail" aria-describedby="privacy-note" error="Enter a valid e-mail address." />
      </>,
    );
    expect(describedBy(screen.getByLabelText('E-mail'))).toEqual([
      'Enter a valid e-mail address.',
      'We send one e-mail a month.',
    ]);
  });

  it('gives two fields with the same label their own ids', () => {
    render(
      <>
        <TextField label="Name" help="First" />
        <TextField label="Name" help="Second" />
      </>,
    );
    const [first, second] = screen.getAllByLabelText('Name');
    expect(first!.id).not.toBe(second!.id);
    expect(describedBy(second!)).toEqual(['Second']);
  });

  it('works as a controlled input', () => {
    function Controlled() {
      const [value, setValue] = useState('');
      return <TextField label="Name" value={value} onChange={(event) => setValue(event.target.value.toUpperCase())} />;
    }
    render(<Controlled />);
    const input = screen.getByLabelText('Name') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'ana' } });
    expect(input.value).toBe('ANA');
  });
});

describe('Textarea', () => {
  it('is a labelled multi-line box whose error is announced and linked', () => {
    render(<Textarea label="Message" name="message" maxLength={2000} error="Write a message." />);
    const box = screen.getByRole('textbox', { name: 'Message' });
    expect(box.tagName).toBe('TEXTAREA');
    expect(box.getAttribute('maxlength')).toBe('2000');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(box)).toEqual(['Write a message.']);
    expect(screen.getByRole('alert').textContent).toBe('Write a message.');
  });
});
