/** The staff area's own icon paths (24x24 grid), drawn by components/icon.tsx's StrokeIcon. */
export const STAFF_ICONS = {
  bookings: 'M4 5h16v15H4zM4 10h16M8 3v4M16 3v4M8 14h3M8 17h6',
  reception: 'M3 20h18M5 20v-6a7 7 0 0 1 14 0v6M12 7V5M10 5h4M9 14l2 2 4-4',
  canceled: 'M4 5h16v15H4zM4 10h16M9.5 13l5 5M14.5 13l-5 5',
  archive: 'M3 4h18v4H3zM5 8v12h14V8M10 12h4',
  logout: 'M15 4h4a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1h-4M10 16l-4-4 4-4M6 12h10',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM21 21l-5-5',
  edit: 'M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16zM13.5 6.5l4 4',
  sortable: 'M8 9l4-4 4 4M8 15l4 4 4-4',
  ascending: 'M8 14l4-4 4 4',
  descending: 'M8 10l4 4 4-4',
  previous: 'M15 6l-6 6 6 6',
  next: 'M9 6l6 6-6 6',
} as const;
