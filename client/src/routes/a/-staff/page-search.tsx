import { useEffect, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { StrokeIcon } from '../../../components/icon';
import { STAFF_ICONS } from './staff-icons';
import { findText, showMatches } from './text-matches';

/**
 * The top bar's page-text search: highlights every match in the
 * screen's content and scrolls to the first. Matches follow the page while a query is typed:
 * a refreshed list or another screen is searched again, without scrolling.
 */
export function PageSearch({ content }: { content: RefObject<HTMLElement | null> }) {
  const { t } = useTranslation('staff');
  const [query, setQuery] = useState('');
  const [count, setCount] = useState(0);

  const search = (value: string) => {
    setQuery(value);
    const ranges = content.current ? findText(content.current, value) : [];
    showMatches(ranges);
    setCount(ranges.length);
    ranges[0]?.startContainer.parentElement?.scrollIntoView({ block: 'center' });
  };

  useEffect(() => {
    const root = content.current;
    if (!root || !query.trim()) return;
    let frame = 0;
    const observer = new MutationObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const ranges = findText(root, query);
        showMatches(ranges);
        setCount(ranges.length);
      });
    });
    observer.observe(root, { subtree: true, childList: true, characterData: true });
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, [content, query]);

  // Leaving the staff area takes its marks along.
  useEffect(() => () => showMatches([]), []);

  return (
    // noValidate: any text, none too, is a search; the browser has nothing to say.
    <form
      className="page-search"
      role="search"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        search(query);
      }}
    >
      <StrokeIcon path={STAFF_ICONS.search} size={18} className="page-search__icon" />
      <input
        type="search"
        aria-label={t('search.label')}
        className="page-search__input"
        placeholder={t('search.placeholder')}
        value={query}
        onChange={(event) => search(event.target.value)}
      />
      {query.trim() && (
        <output className="page-search__count" aria-live="polite">
          {count > 0 ? t('search.found', { count }) : t('search.none')}
        </output>
      )}
    </form>
  );
}
