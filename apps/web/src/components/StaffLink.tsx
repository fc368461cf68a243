import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isSitePath, isWebAddress } from '@mahasi/contract/links';

/**
 * A link staff entered (a banner's, a notification's): a page of this site through the router, a
 * web address in a new tab, anything else, such as a `/\host` stored before the server refused
 * it, not as a link at all (the content shown without one). The rule is the server's
 * (contract/links.ts), so the page follows only what the server would accept today.
 */
export function StaffLink({
  to,
  className,
  onClick,
  children,
  fallback,
}: {
  to: string | null | undefined;
  className?: string;
  onClick?: () => void;
  children: ReactNode;
  /** What stands in for a link that cannot be followed (nothing by default). */
  fallback?: ReactNode;
}) {
  if (to && isSitePath(to))
    return (
      <Link to={to} className={className} onClick={onClick}>
        {children}
      </Link>
    );
  if (to && isWebAddress(to))
    return (
      <a href={to} className={className} target="_blank" rel="noopener noreferrer" onClick={onClick}>
        {children}
      </a>
    );
  return <>{fallback ?? null}</>;
}
