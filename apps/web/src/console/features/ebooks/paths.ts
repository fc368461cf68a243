import { consolePaths } from '../../paths';

/** The e-books desk's pages (under /admin/ebooks). */
export const ebookPagePaths = {
  list: consolePaths.ebooks,
  create: `${consolePaths.ebooks}/new`,
  edit: (id: number) => `${consolePaths.ebooks}/${id}`,
  categories: `${consolePaths.ebooks}/categories`,
};
