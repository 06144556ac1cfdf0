// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Field } from './field';

afterEach(cleanup);

describe('a field', () => {
  it('names its control by the label, and leaves aria-invalid out where nothing checks it', () => {
    render(<Field label="Number">{(control) => <input {...control} />}</Field>);
    const input = screen.getByRole('textbox', { name: 'Number' });
    expect(input.className).toBe('field__input');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('keeps the id it is given, and describes the control by its hint', () => {
    render(
      <Field label="Refund" id="refund" hint="In manat">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Refund' });
    expect(input.id).toBe('refund');
    expect(input.getAttribute('aria-describedby')).toBe('refund-hint');
    expect(document.getElementById('refund-hint')?.textContent).toBe('In manat');
  });

  it('marks a checked control valid while there is no error', () => {
    render(
      <Field label="Name" error={null}>
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input.getAttribute('aria-invalid')).toBe('false');
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('shows the error outside the label, describing the control and marking it invalid', () => {
    render(
      <Field label="Name" error="Taken" alert>
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const error = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(error?.textContent).toBe('Taken');
    expect(screen.getByRole('alert').textContent).toBe('Taken');
  });
});
