import { consolePaths } from '../../paths';

/** The talks desk's pages (under /admin/talks). */
export const talkPagePaths = {
  list: consolePaths.talks,
  create: `${consolePaths.talks}/new`,
  edit: (id: number) => `${consolePaths.talks}/${id}`,
};
