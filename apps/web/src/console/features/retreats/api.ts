import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Paged } from '@mahasi/contract/envelope';
import { STAFF_API_BASE } from '@mahasi/contract/constants/staff';
import { retreatStaffPaths, type RetreatGroup, type RetreatLetter } from '@mahasi/contract/constants/retreat';
import type {
  DeskCourse,
  DeskCourseContent,
  DeskCourseFilter,
  DeskCourseRow,
  GroupCounts,
  StaffApplicationDetail,
  StaffApplicationFilter,
  StaffApplicationRow,
} from '@mahasi/contract/retreat';
import { HttpError } from '../../../lib/api/errors';
import { editorQuery, pagedQuery, readQuery, staffApi } from '../../lib/api';
import { recordsApi } from '../../lib/records';
import { staffToken } from '../../lib/token';
import { fileNameOf, saveFile } from '../../../lib/saveFile';

const paths = retreatStaffPaths;

export const retreatKeys = {
  all: ['console', 'retreats'] as const,
  lists: () => [...retreatKeys.all, 'list'] as const,
  list: (filter: DeskCourseFilter) => [...retreatKeys.lists(), filter] as const,
  course: (id: number) => [...retreatKeys.all, 'course', id] as const,
  summaries: () => [...retreatKeys.all, 'summaries'] as const,
  applicationLists: () => [...retreatKeys.all, 'applications'] as const,
  applications: (filter: StaffApplicationFilter) => [...retreatKeys.applicationLists(), filter] as const,
  everyApplication: (courseId: number) => [...retreatKeys.applicationLists(), 'all', courseId] as const,
  application: (id: number) => [...retreatKeys.all, 'application', id] as const,
};

/** A page of applications with the live counts of the course asked for. */
export type ApplicationPage = Paged<StaffApplicationRow> & { counts: GroupCounts[] };

/** The largest page the server gives (the gate and the printed list read every page). */
const ALL_PAGE_SIZE = 200;

/** Every application of a course, page after page (the gate's search and the printed lists work on all of them). */
export async function everyApplication(courseId: number): Promise<StaffApplicationRow[]> {
  const rows: StaffApplicationRow[] = [];
  for (let pageNo = 1; ; pageNo++) {
    const page = await staffApi.post<ApplicationPage>(paths.applications, {
      searchObj: { courseId },
      pageNo,
      pageSize: ALL_PAGE_SIZE,
      sortBy: 'name',
      orderBy: 'ASC',
    } satisfies StaffApplicationFilter);
    rows.push(...page.dataList);
    if (pageNo >= page.numOfPages) return rows;
  }
}

export const retreatQueries = {
  list: (filter: DeskCourseFilter) => pagedQuery<DeskCourseRow>(retreatKeys.list(filter), paths.courses.list, filter),
  course: (id: number) => editorQuery<DeskCourse>(retreatKeys.course(id), paths.courses.get(id)),
  /** Every course not in the bin with its live counts: what care, the gate and the applications page read. */
  summaries: () => readQuery<DeskCourseRow[]>(retreatKeys.summaries(), paths.courseSummaries, { staleTime: 0 }),
  applications: (filter: StaffApplicationFilter) =>
    queryOptions({
      queryKey: retreatKeys.applications(filter),
      queryFn: () => staffApi.post<ApplicationPage>(paths.applications, filter),
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
  /** The gate asks again every half minute: another phone at the gate may have checked a yogi in. */
  everyApplication: (courseId: number) =>
    queryOptions({
      queryKey: retreatKeys.everyApplication(courseId),
      queryFn: () => everyApplication(courseId),
      staleTime: 0,
      refetchInterval: 30_000,
    }),
  application: (id: number) =>
    readQuery<StaffApplicationDetail>(retreatKeys.application(id), paths.application(id), { staleTime: 0, gcTime: 0 }),
};

export type CourseAction = 'publish' | 'unpublish' | 'delete' | 'restore';

/** The courses' writes; each answers the course as it is now (with its next version). */
export const courseApi = {
  create: (content: DeskCourseContent) => staffApi.post<DeskCourse>(paths.courses.create, content),
  save: (id: number, content: DeskCourseContent, version: number, autosave: boolean) =>
    staffApi.post<DeskCourse>(paths.courses.save(id), { ...content, version, autosave }),
  move: (action: CourseAction, id: number, version: number) => staffApi.post<DeskCourse>(paths.courses[action](id), { version }),
  applicationsOpen: (id: number, open: boolean, version: number) =>
    staffApi.post<DeskCourse>(paths.applicationsOpen(id), { open, version }),
};

/** The courses' revisions and bulk actions (under /retreats/courses). */
export const courseRecordsApi = recordsApi<DeskCourse>(paths.courses.create);

export type Decision = 'accept' | 'waitlist' | 'decline';

/** The desk's decisions on an application; each answers the application as it is now. */
export const applicationApi = {
  decide: (decision: Decision, id: number, version: number, note: string) =>
    staffApi.post<StaffApplicationDetail>(paths[decision](id), { version, note }),
  move: (id: number, version: number, position: number) => staffApi.post<StaffApplicationDetail>(paths.move(id), { version, position }),
  arrived: (id: number, version: number) => staffApi.post<StaffApplicationDetail>(paths.arrived(id), { version }),
  noShow: (id: number, version: number) => staffApi.post<StaffApplicationDetail>(paths.noShow(id), { version }),
  /** To every yogi holding a place; answers how many it went to. */
  message: (courseId: number, subject: string, message: string) =>
    staffApi.post<{ sent: number }>(paths.message(courseId), { subject, message }),
};

/** A file of the desk (with the staff token) saved by the browser; `fallback` names it when the reply does not. */
async function downloadFile(path: string, fallback: string): Promise<void> {
  const token = staffToken.get();
  const response = await fetch(`${STAFF_API_BASE}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new HttpError(response.status, await response.json().catch(() => null));
  saveFile(await response.blob(), fileNameOf(response, fallback));
}

/** The roster (every yogi holding a place, or one group's) as a CSV file the browser saves; the download is audited. */
export const downloadRoster = (courseId: number, group?: RetreatGroup): Promise<void> =>
  downloadFile(`${paths.roster(courseId)}${group ? `?group=${group}` : ''}`, `retreat-${courseId}-roster.csv`);

/** A yogi's acceptance or visa support letter (PDF, in the yogi's language); the download is audited. */
export const downloadLetter = (id: number, letter: RetreatLetter): Promise<void> =>
  downloadFile(paths.letter(id, letter), `${letter}-letter-${id}.pdf`);
