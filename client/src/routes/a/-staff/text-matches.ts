/** The name page-search matches are registered under; staff.css styles ::highlight(staff-search). */
export const SEARCH_HIGHLIGHT = 'staff-search';

/**
 * Every visible occurrence of `query` (ignoring case) in the text under `root`, as ranges. The
 * DOM is only read: React owns it, so matches are painted with the CSS Custom Highlight API
 * instead of wrapping them in elements.
 */
export function findText(root: Node, query: string): Range[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [];
  const ranges: Range[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.nodeValue ?? '';
    const lower = text.toLocaleLowerCase();
    // Lower-casing can change a text's length (e.g. 'İ'); its offsets would then be wrong.
    const haystack = lower.length === text.length ? lower : text;
    for (
      let at = haystack.indexOf(needle);
      at !== -1;
      at = haystack.indexOf(needle, at + needle.length)
    ) {
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + needle.length);
      // Text that is not rendered (a closed part, a hidden caption) is no match to show.
      if (range.getClientRects().length > 0) ranges.push(range);
    }
  }
  return ranges;
}

/** Paints `ranges` as the page's matches, replacing the previous ones; none clears them. */
export function showMatches(ranges: readonly Range[]): void {
  // A browser without the Highlight API still gets the count and the scroll to the first match.
  if (typeof CSS === 'undefined' || !('highlights' in CSS)) return;
  if (ranges.length === 0) CSS.highlights.delete(SEARCH_HIGHLIGHT);
  else CSS.highlights.set(SEARCH_HIGHLIGHT, new Highlight(...ranges));
}
