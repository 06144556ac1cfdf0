import type { ReactNode } from 'react';

/**
 * A link the browser downloads (a report's CSV, with the session cookie), which does nothing and
 * says it is disabled until the data it stands for has loaded (`ready`).
 */
export function DownloadLink({
  className,
  href,
  ready,
  children,
}: {
  className: string;
  href: string;
  ready: boolean;
  children: ReactNode;
}) {
  return (
    <a
      className={className}
      href={href}
      download
      aria-disabled={!ready}
      onClick={(event) => !ready && event.preventDefault()}
    >
      {children}
    </a>
  );
}
