// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChoiceField } from './choice-field';

afterEach(cleanup);

describe('a choice field', () => {
  it('names its select by the label, shows each choice in words and reports the one picked', () => {
    const onChange = vi.fn();
    render(
      <ChoiceField
        label="Role"
        value="reception"
        choices={['reception', 'manager'] as const}
        text={(choice) => choice.toUpperCase()}
        onChange={onChange}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Role' });
    expect(select.className).toBe('field__input');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'RECEPTION',
      'MANAGER',
    ]);
    fireEvent.change(select, { target: { value: 'manager' } });
    expect(onChange).toHaveBeenCalledWith('manager');
  });
});
