// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../i18n';
import { en } from './i18n';
import { TableFrame } from './table-frame';

/*
 * jsdom lays nothing out (every width is 0), so the test decides the widths: the scroll box is
 * BOX px wide, whatever it holds `content` px, and the ResizeObserver stub reports a resize when
 * the test says so, as the browser would once the window or the table changes width.
 */
const BOX = 360;
let content = BOX;
const observers = new Set<{ callback: ResizeObserverCallback; watched: Element[] }>();

class StubResizeObserver {
  private readonly entry: { callback: ResizeObserverCallback; watched: Element[] };
  constructor(callback: ResizeObserverCallback) {
    this.entry = { callback, watched: [] };
    observers.add(this.entry);
  }
  observe(target: Element) {
    this.entry.watched.push(target);
  }
  unobserve() {}
  disconnect() {
    observers.delete(this.entry);
  }
}

/** The table takes `width` px: every observer watching something is told. */
function resize(width: number) {
  content = width;
  act(() => {
    for (const { callback, watched } of observers)
      if (watched.length > 0) callback([], {} as ResizeObserver);
  });
}

const i18n = await createI18n();
beforeAll(async () => {
  i18n.addResourceBundle('en', 'staff', en);
  await i18n.changeLanguage('en');
  vi.stubGlobal('ResizeObserver', StubResizeObserver);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => BOX);
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(() => content);
});
afterAll(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
afterEach(() => {
  cleanup();
  content = BOX;
});

const table = (
  <I18nextProvider i18n={i18n}>
    <TableFrame caption="Mail to guests">
      <tbody>
        <tr>
          <td>A row</td>
        </tr>
      </tbody>
    </TableFrame>
  </I18nextProvider>
);

/** The box that scrolls the table sideways. */
const scrollBox = () => screen.getByRole('table').parentElement;

describe('a staff table in its frame', () => {
  it('is no tab stop and no region while the table fits its box', () => {
    render(table);
    expect(scrollBox()?.getAttribute('tabindex')).toBeNull();
    expect(screen.queryByRole('region')).toBeNull();
  });

  // Named apart from the caption, which often names the section around the table too.
  it('scrolls by keyboard while the table is wider: a focusable region named after its caption', () => {
    content = 780;
    render(table);
    const region = screen.getByRole('region', { name: 'Mail to guests, scrolls sideways' });
    expect(region).toBe(scrollBox());
    expect(region.tabIndex).toBe(0);
  });

  it('follows the width: a region once the table outgrows its box, none once it fits again', () => {
    render(table);
    resize(780);
    expect(screen.getByRole('region', { name: 'Mail to guests, scrolls sideways' }).tabIndex).toBe(
      0,
    );
    resize(BOX);
    expect(screen.queryByRole('region')).toBeNull();
    expect(scrollBox()?.getAttribute('tabindex')).toBeNull();
  });

  it('renders on the server as a table that fits, so hydration starts from the same markup', () => {
    content = 780;
    const html = renderToString(table);
    expect(html).not.toContain('tabindex');
    expect(html).not.toContain('role="region"');
  });
});
