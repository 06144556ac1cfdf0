// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ColumnHeads } from './column-heads';

afterEach(cleanup);

describe('column heads', () => {
  it('heads each column in order, with its class, and leaves out the columns not shown', () => {
    render(
      <table>
        <ColumnHeads
          columns={[{ label: 'Date' }, false, undefined, { label: 'Amount', className: 'numeric' }]}
        />
      </table>,
    );
    const heads = screen.getAllByRole('columnheader');
    expect(heads.map((head) => head.textContent)).toEqual(['Date', 'Amount']);
    expect(heads.map((head) => head.getAttribute('scope'))).toEqual(['col', 'col']);
    expect(heads.map((head) => head.getAttribute('class'))).toEqual([null, 'numeric']);
  });
});
