import { consolePaths } from '../../paths';

/** The talks desk's pages (under /admin/talks). */
export const talkPagePaths = {
  list: consolePaths.talks,
  create: `${consolePaths.talks}/new`,
  edit: (id: number) => `${consolePaths.talks}/${id}`,
};

/** A record's id in an editor's address: a number, 'new', or null for anything else (not found). */
export function recordIdParam(value: string | undefined): number | 'new' | null {
  if (value === 'new') return 'new';
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}
