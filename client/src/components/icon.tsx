// Hand-drawn stroke icons (24x24 grid): no icon font or package, and they follow currentColor.
const PATHS = {
  breakfast: 'M4 9h12v5a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5zM16 10h1.5a2.5 2.5 0 0 1 0 5H16M8 3v3M12 3v3',
  ac: 'M12 2v20M4.9 7l14.2 10M4.9 17 19.1 7M9 3.5l3 2.5 3-2.5M9 20.5l3-2.5 3 2.5',
  wifi: 'M2 9a15 15 0 0 1 20 0M5 12.5a10 10 0 0 1 14 0M8.5 16a5 5 0 0 1 7 0M12 19.5h.01',
  bath: 'M3 12h18v2a6 6 0 0 1-6 6H9a6 6 0 0 1-6-6zM6 12V5a2 2 0 0 1 3.7-1M7 20l-1 2M17 20l1 2',
  tv: 'M3 6h18v12H3zM8 21h8M9 2l3 4 3-4',
  services: 'M4 17h16M12 6a7 7 0 0 0-7 7v1h14v-1a7 7 0 0 0-7-7zM12 4v2M3 20h18',
  users:
    'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21a7 7 0 0 1 14 0M16 3.5a4 4 0 0 1 0 7.5M18 14.5a7 7 0 0 1 4 6.5',
  star: 'M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5L2.5 9.4l6.6-.9z',
  phone:
    'M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2z',
  fax: 'M6 9V3h9l3 3v3M6 18H4a1 1 0 0 1-1-1v-7a1 1 0 0 1 1-1h16a1 1 0 0 1 1 1v7a1 1 0 0 1-1 1h-2M6 14h12v7H6z',
  mail: 'M3 5h18v14H3zM3 6l9 7 9-7',
  pin: 'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21zM12 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  pool: 'M2 16c2 0 2-1.5 4-1.5s2 1.5 4 1.5 2-1.5 4-1.5 2 1.5 4 1.5 2-1.5 4-1.5M2 20c2 0 2-1.5 4-1.5s2 1.5 4 1.5 2-1.5 4-1.5 2 1.5 4 1.5 2-1.5 4-1.5M8 13V5a2 2 0 0 1 4 0M16 13V5a2 2 0 0 0-4 0M8 8h8',
  yacht: 'M12 2v14M12 3l7 11h-7M12 6 6 14h6M3 17h18l-2.5 4h-13z',
  menu: 'M3 6h18M3 12h18M3 18h18',
  close: 'M5 5l14 14M19 5 5 19',
  arrow: 'M5 12h14M13 6l6 6-6 6',
  back: 'M19 12H5M11 6l-6 6 6 6',
  pause: 'M8 5v14M16 5v14',
  play: 'M7 4.5 19.5 12 7 19.5z',
} as const;

export type IconName = keyof typeof PATHS;

interface StrokeProps {
  /** An SVG path on the 24x24 grid. */
  path: string;
  size?: number;
  filled?: boolean;
  className?: string;
  /** Without a label the icon is decorative and hidden from screen readers. */
  label?: string;
}

/**
 * Any stroke icon drawn like ours; the staff area brings its own paths, so the public bundle
 * carries none of them.
 */
export function StrokeIcon({ path, size = 24, filled = false, className, label }: StrokeProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={1.7}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <path d={path} />
    </svg>
  );
}

type Props = Omit<StrokeProps, 'path'> & { name: IconName };

/** One of the site's own icons by name. */
export function Icon({ name, ...props }: Props) {
  return <StrokeIcon path={PATHS[name]} {...props} />;
}
