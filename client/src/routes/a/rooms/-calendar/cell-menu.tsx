import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import './cell-menu.css';
import type { MenuAnchor } from './chosen-cell';

export interface MenuItem {
  label: string;
  run: () => void;
}

interface Props {
  label: string;
  anchor: MenuAnchor;
  items: readonly MenuItem[];
  onClose: () => void;
}

/** Keeps the menu inside the window: it opens leftwards or upwards near the right or bottom edge. */
function place(anchor: MenuAnchor, menu: HTMLElement | null): { left: number; top: number } {
  const width = menu?.offsetWidth ?? 0;
  const height = menu?.offsetHeight ?? 0;
  return {
    left: Math.max(4, Math.min(anchor.x, window.innerWidth - width - 4)),
    top: Math.max(4, anchor.y + height > window.innerHeight ? anchor.y - height : anchor.y),
  };
}

/**
 * A calendar cell's actions (WAI-ARIA menu pattern): the first item takes the focus, arrows,
 * Home and End move between items, Enter runs one, Escape or Tab or a click elsewhere closes it,
 * and the focus goes back to the cell it was opened on.
 */
export function CellMenu({ label, anchor, items, onClose }: Props) {
  const menu = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState({ left: anchor.x, top: anchor.y });

  // Measured before paint, so the menu never shows half outside the window.
  useLayoutEffect(() => {
    setPosition(place(anchor, menu.current));
    menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [anchor]);

  useEffect(() => {
    const closeOutside = (event: PointerEvent) => {
      if (!(event.target instanceof Node) || !menu.current?.contains(event.target)) onClose();
    };
    document.addEventListener('pointerdown', closeOutside);
    window.addEventListener('resize', onClose);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      window.removeEventListener('resize', onClose);
    };
  }, [onClose]);

  const close = () => {
    onClose();
    anchor.cell.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const buttons = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const index = buttons.indexOf(document.activeElement as HTMLElement);
    const focusAt = (next: number) => buttons[(next + buttons.length) % buttons.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        focusAt(index - 1);
        break;
      case 'Home':
        focusAt(0);
        break;
      case 'End':
        focusAt(buttons.length - 1);
        break;
      case 'Escape':
      case 'Tab':
        close();
        break;
      default:
        return;
    }
    event.preventDefault();
    // The grid below must not take the key as its own.
    event.stopPropagation();
  };

  return createPortal(
    <div
      ref={menu}
      role="menu"
      aria-label={label}
      className="cell-menu"
      style={{ left: position.left, top: position.top }}
      onKeyDown={onKeyDown}
    >
      {items.map((item) => (
        <button
          key={item.label}
          type="button"
          role="menuitem"
          tabIndex={-1}
          className="cell-menu__item"
          onClick={() => {
            close();
            item.run();
          }}
        >
          {item.label}
        </button>
      ))}
    </div>,
    document.body,
  );
}
