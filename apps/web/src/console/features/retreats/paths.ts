import type { RetreatGroup } from '@mahasi/contract/constants/retreat';
import { consolePaths } from '../../paths';

/** The retreats desk's pages (under /admin/retreats). */
export const retreatPagePaths = {
  list: consolePaths.retreats,
  create: `${consolePaths.retreats}/new`,
  edit: (id: number) => `${consolePaths.retreats}/${id}`,
  applications: (id: number) => `${consolePaths.retreats}/${id}/applications`,
  /** The printable list of one group's yogis holding a place. */
  print: (id: number, group: RetreatGroup) => `${consolePaths.retreats}/${id}/print?group=${group}`,
  /** The gate's screen; `course` picks the course. */
  checkIn: (courseId?: number) => `${consolePaths.retreats}/check-in${courseId ? `?course=${courseId}` : ''}`,
};
