import { Outlet } from 'react-router';
import { canUse, type SectionKey } from '../sections';
import { useStaffSession } from '../lib/session';
import { ForbiddenPage } from './ForbiddenPage';

/** A section's pages, or the 403 page for a role that may not use it (sections.ts decides). */
export function RequireRole({ section }: { section: SectionKey }) {
  const { staff } = useStaffSession();
  return canUse(staff?.role, section) ? <Outlet /> : <ForbiddenPage />;
}
