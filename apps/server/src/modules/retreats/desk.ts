import { eq, gte, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  deskCourseCreatePayload,
  deskCourseFilter,
  retreatWriterRoles,
  type DeskCourse,
  type DeskCourseRow,
  type GroupCounts,
  type RetreatAdmissionMode,
  type RetreatCourseKind,
  type RetreatInstructionLanguage,
} from '@mahasi/contract/retreat';
import { ValidationError } from '../../lib/validation.js';
import { bilingualOf, containsText, storedText } from '../../lib/text.js';
import { hasRoleIn } from '../../lib/staffCaller.js';
import { defineRecordKind, titleSort, lifecycleStamps, recordDesk, type RecordDeps } from '../records/engine.js';
import { countsOf, type CourseRow } from './places.js';
import { retreatCourses } from './schema.js';

/** The revisions' name and the audit log's record type. */
const REVISION_KIND = 'retreat-courses';
/** The public course pages read under this cache scope (their places are read live, outside it). */
export const RETREATS_CACHE_SCOPE = 'retreats';

type Content = z.output<typeof deskCourseCreatePayload>;

const writesAny = hasRoleIn(retreatWriterRoles);

const texts = ['title', 'teacher', 'schedule', 'rules', 'whatToBring', 'directions'] as const;

const sortColumns: Record<string, AnyColumn | SQL> = {
  start_date: retreatCourses.startDate,
  updated_at: retreatCourses.updatedAt,
  title: titleSort(retreatCourses.titleEn, retreatCourses.titleMm),
  id: retreatCourses.id,
};

function cleanContent(input: Content): Content {
  const plain = (value: string) => storedText(value.trim());
  const cleaned = { ...input };
  for (const name of texts) {
    cleaned[`${name}En`] = plain(input[`${name}En`]);
    cleaned[`${name}Mm`] = plain(input[`${name}Mm`]);
  }
  return cleaned;
}

/** What a course needs before yogis see it; 422 naming each missing field. */
function assertPublishable(row: CourseRow): void {
  const errors: { field: string; message: string }[] = [];
  if (!row.titleEn && !row.titleMm) errors.push({ field: 'titleEn', message: 'Is required in English or Myanmar' });
  if (!row.teacherEn && !row.teacherMm) errors.push({ field: 'teacherEn', message: 'Is required in English or Myanmar' });
  if (!row.startDate) errors.push({ field: 'startDate', message: 'Is required' });
  if (!row.endDate) errors.push({ field: 'endDate', message: 'Is required' });
  if (!row.capacityMale && !row.capacityFemale && !row.capacityMonk && !row.capacityNun)
    errors.push({ field: 'capacity', message: 'Must give places to at least one group' });
  if (errors.length) throw new ValidationError(errors);
}

const contentOf = (row: CourseRow): Content => ({
  ...bilingualOf(row, ...texts),
  kind: row.kind as RetreatCourseKind,
  instructionLanguage: row.instructionLanguage as RetreatInstructionLanguage,
  startDate: row.startDate,
  endDate: row.endDate,
  capacity: { male: row.capacityMale, female: row.capacityFemale, monk: row.capacityMonk, nun: row.capacityNun },
  offerHours: row.offerHours,
  admissionMode: row.admissionMode as RetreatAdmissionMode,
});

export function toDeskCourse(row: CourseRow, counts: GroupCounts[]): DeskCourse {
  return {
    id: row.id,
    version: row.version,
    status: row.deletedAt ? 'deleted' : row.published ? 'published' : 'draft',
    ...contentOf(row),
    applicationsOpen: row.applicationsOpen,
    counts,
    publishedAt: row.published || row.publishedAt.getTime() !== row.createdAt.getTime() ? row.publishedAt.toISOString() : null,
    ...lifecycleStamps(row),
  };
}

export const withoutLongTexts = (course: DeskCourse): DeskCourseRow => {
  const {
    scheduleEn: _se,
    scheduleMm: _sm,
    rulesEn: _re,
    rulesMm: _rm,
    whatToBringEn: _we,
    whatToBringMm: _wm,
    directionsEn: _de,
    directionsMm: _dm,
    ...rest
  } = course;
  return rest;
};

/**
 * Retreat courses: the registrar and admins write and publish; care reads through the applications
 * desk. More places given by a save go to the wait lists at the next sweep (within a minute).
 */
export const retreatCourseKind = defineRecordKind({
  name: REVISION_KIND,
  entityType: 'retreat-course',
  table: retreatCourses,
  visibility: { flag: 'published', publishedAt: 'first' },
  cacheScope: RETREATS_CACHE_SCOPE,
  access: { writesAny },
  content: deskCourseCreatePayload,
  clean: cleanContent,
  async values(_ctx, content: Content) {
    return {
      ...bilingualOf(content, ...texts),
      kind: content.kind,
      instructionLanguage: content.instructionLanguage,
      startDate: content.startDate,
      endDate: content.endDate,
      capacityMale: content.capacity.male,
      capacityFemale: content.capacity.female,
      capacityMonk: content.capacity.monk,
      capacityNun: content.capacity.nun,
      offerHours: content.offerHours,
      admissionMode: content.admissionMode,
    };
  },
  contentOf: async (_ctx, row: CourseRow) => contentOf(row),
  assertPublishable: (row: CourseRow) => assertPublishable(row),
  // A course someone applied to stays in the bin: its applications are the yogis' records.
  keptInBin: sql`exists (select 1 from retreat_applications a where a.course_id = ${retreatCourses.id})`,
  list: {
    filter: deskCourseFilter,
    status: (f) => f.status,
    where: (f) => [
      f.text
        ? containsText([retreatCourses.titleEn, retreatCourses.titleMm, retreatCourses.teacherEn, retreatCourses.teacherMm], f.text)
        : undefined,
      f.kind ? eq(retreatCourses.kind, f.kind) : undefined,
      f.from ? gte(retreatCourses.startDate, f.from) : undefined,
    ],
    sort: (sortBy) => sortColumns[sortBy]!,
  },
  present: async (ctx, row: CourseRow) => toDeskCourse(row, (await countsOf(ctx.tx, [row])).get(row.id)!),
  async presentRows(ctx, rows: CourseRow[]): Promise<DeskCourseRow[]> {
    const counts = await countsOf(ctx.tx, rows);
    return rows.map((row) => withoutLongTexts(toDeskCourse(row, counts.get(row.id)!)));
  },
});

export const retreatCoursesDesk = (deps: RecordDeps) => recordDesk(deps, retreatCourseKind);
export type RetreatCoursesDesk = ReturnType<typeof retreatCoursesDesk>;
