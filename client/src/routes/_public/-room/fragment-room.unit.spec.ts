import { describe, expect, it } from 'vitest';
import { FRAGMENT_ROOM_SCRIPT } from './fragment-room';

/** What the script did in a page whose address has this fragment, with the browser's parts faked. */
function run(hash: string, roomIds: string[] = ['1', '2']) {
  const rules: string[] = [];
  const picture = { loading: 'lazy', fetchPriority: 'auto' };
  const watchers: { callback: () => void; disconnected: boolean }[] = [];
  const listeners: Record<string, () => void> = {};
  class FakeSheet {
    replaceSync(text: string) {
      rules.push(text);
    }
  }
  class FakeObserver {
    private readonly watcher: { callback: () => void; disconnected: boolean };
    constructor(callback: () => void) {
      this.watcher = { callback, disconnected: false };
      watchers.push(this.watcher);
    }
    observe() {}
    disconnect() {
      this.watcher.disconnected = true;
    }
  }
  const document = {
    adoptedStyleSheets: [] as FakeSheet[],
    documentElement: {},
    getElementById: (id: string) =>
      roomIds.includes(id) ? { querySelector: () => (id === '2' ? picture : null) } : null,
    addEventListener: (name: string, listener: () => void) => (listeners[name] = listener),
  };
  // The script as the page runs it, its globals given.
  new Function('location', 'document', 'CSSStyleSheet', 'MutationObserver', FRAGMENT_ROOM_SCRIPT)(
    { hash },
    document,
    FakeSheet,
    FakeObserver,
  );
  return { rules, sheets: document.adoptedStyleSheets, picture, watchers, listeners };
}

describe('the script that shows /room#N before the app runs', () => {
  it('shows the fragment’s room, and hides the way back only when that room is on the page', () => {
    const { rules, sheets } = run('#2');
    expect(sheets).toHaveLength(1);
    expect(rules).toEqual([
      '.room-by-fragment>[id="2"]{display:block}.room-by-fragment>[id="2"]~.room-pending{display:none}',
    ]);
  });

  it('makes that room’s main picture eager and urgent once the parser has made it', () => {
    const { picture, watchers } = run('#2');
    const [watcher] = watchers;
    expect(picture).toEqual({ loading: 'lazy', fetchPriority: 'auto' });
    watcher?.callback();
    expect(picture).toEqual({ loading: 'eager', fetchPriority: 'high' });
    expect(watcher?.disconnected).toBe(true);
  });

  it('stops watching at the end of the parse when the room is not there', () => {
    const { watchers, listeners } = run('#9');
    watchers[0]?.callback();
    expect(watchers[0]?.disconnected).toBe(false);
    listeners.DOMContentLoaded?.();
    expect(watchers[0]?.disconnected).toBe(true);
  });

  it.each(['', '#', '#0', '#02', '#-1', '#2"]{}*{display:none}', '#abc', '#12345678901'])(
    'does nothing for the fragment %j, which names no room type',
    (hash) => {
      const { sheets, watchers } = run(hash);
      expect(sheets).toEqual([]);
      expect(watchers).toEqual([]);
    },
  );
});
