// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LATER, Later } from './later';

afterEach(cleanup);

/** The texts of the paragraphs in `container`, in the order they were added to it. */
function arrivals(container: HTMLElement): string[] {
  const seen: string[] = [];
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) if (node.textContent) seen.push(node.textContent);
  }).observe(container, { childList: true, subtree: true });
  return seen;
}

// The steps are the page's, released once: the first spec is the first load, the second after it.
describe('Later', () => {
  it('renders its parts after the first render, step by step, the footer last', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const seen = arrivals(host);
    render(
      <>
        <p>opening</p>
        <Later step={LATER.footer}>
          <p>footer</p>
        </Later>
        {/* The inner part renders a frame after its step went by: it must show all the same. */}
        <Later step={LATER.content}>
          <p>content</p>
          <Later step={LATER.aside}>
            <p>aside</p>
          </Later>
        </Later>
      </>,
      { container: host },
    );
    expect(screen.getByText('opening')).toBeTruthy();
    expect(screen.queryByText('content')).toBeNull();
    expect(screen.queryByText('footer')).toBeNull();

    await waitFor(() => expect(screen.queryByText('footer')).not.toBeNull());
    await waitFor(() => expect(screen.queryByText('aside')).not.toBeNull());
    expect(seen).toEqual(['opening', 'content', 'aside', 'footer']);
  });

  it('renders at once once the first load is over', () => {
    render(
      <Later step={LATER.footer}>
        <p>footer</p>
      </Later>,
    );
    expect(screen.getByText('footer')).toBeTruthy();
  });
});
