import { consolePaths } from '../../paths';

/** The news desk's pages (under /admin/news). */
export const deskPagePaths = {
  list: consolePaths.news,
  create: `${consolePaths.news}/new`,
  edit: (id: number) => `${consolePaths.news}/${id}`,
  categories: `${consolePaths.news}/categories`,
};

/** A post's id in the editor's address: a number, 'new', or null for anything else (not found). */
export function postIdParam(value: string | undefined): number | 'new' | null {
  if (value === 'new') return 'new';
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}
