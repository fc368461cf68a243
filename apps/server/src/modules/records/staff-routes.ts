import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { StaffRole } from '@mahasi/contract/staff';
import {
  recordBulkPayload,
  recordBulkReply,
  recordRestorePayload,
  recordRevisionListReply,
  recordRevisionParams,
  recordRevisionReply,
  type RecordBulkPayload,
  type RecordBulkResult,
  type RecordRevision,
  type RecordRevisionDetail,
} from '@mahasi/contract/staff-records';
import { emptyEnvelope } from '@mahasi/contract/envelope';
import { staffOf, staffRoute } from '../../http/staffAuth.js';
import { ok } from '../../lib/envelope.js';
import type { StaffCaller } from '../../lib/staffCaller.js';

type App = Parameters<FastifyPluginAsyncZod>[0];

/** What a desk offers for its records' history and bulk actions. */
export interface RecordHistoryAndBulk {
  revisions(caller: StaffCaller, id: number): Promise<RecordRevision[]>;
  revision(caller: StaffCaller, id: number, revisionId: number): Promise<RecordRevisionDetail>;
  restoreRevision(caller: StaffCaller, id: number, revisionId: number, version: number): Promise<unknown>;
  bulk(caller: StaffCaller, input: RecordBulkPayload): Promise<RecordBulkResult>;
}

const idParam = z.object({ id: recordRevisionParams.shape.id });

/**
 * The four routes every record desk shares (decision 0032), under the desk's base: a record's
 * revisions, one revision, restoring one, and one action on several records. The desk's service
 * decides what each caller may do to each record; `roles` says who may call at all.
 */
export function recordStaffRoutes(
  app: App,
  options: {
    base: string;
    /** What the records are called in the OpenAPI summaries ('events', 'talks'). */
    what: string;
    roles: readonly StaffRole[];
    /** The reply of a restore: the record as the desk's other writes answer it. */
    recordReply: z.ZodType;
    service: RecordHistoryAndBulk;
  },
): void {
  const { base, what, service } = options;

  app.post(
    `${base}/bulk`,
    staffRoute(
      options.roles,
      `${what}: publish, unpublish, bin or restore several at once (one transaction; each refusal reported with its reason)`,
      { body: recordBulkPayload, response: { 200: recordBulkReply } },
    ),
    async (request) => ok(await service.bulk(staffOf(request), request.body)),
  );
  app.get(
    `${base}/:id/revisions`,
    staffRoute(options.roles, `${what}: the saved versions of a record, newest first`, {
      params: idParam,
      response: { 200: recordRevisionListReply },
    }),
    async (request) => ok(await service.revisions(staffOf(request), request.params.id)),
  );
  app.get(
    `${base}/:id/revisions/:revisionId`,
    staffRoute(options.roles, `${what}: one saved version with its content`, {
      params: recordRevisionParams,
      response: { 200: recordRevisionReply },
    }),
    async (request) => ok(await service.revision(staffOf(request), request.params.id, request.params.revisionId)),
  );
  app.post(
    `${base}/:id/revisions/:revisionId/restore`,
    staffRoute(options.roles, `${what}: save an older version as the newest (0108 with who and when if someone saved since)`, {
      params: recordRevisionParams,
      body: recordRestorePayload,
      response: { 200: options.recordReply },
    }),
    async (request) =>
      ok(await service.restoreRevision(staffOf(request), request.params.id, request.params.revisionId, request.body.version), 'Restored.'),
  );
}

type StatusAction = 'publish' | 'unpublish' | 'delete' | 'restore';

/** What a record desk offers the console: the engine's desk of one kind (`recordDesk`). */
export interface RecordDeskService extends RecordHistoryAndBulk {
  list(caller: StaffCaller, input: unknown): Promise<unknown>;
  get(caller: StaffCaller, id: number): Promise<unknown>;
  create(caller: StaffCaller, input: unknown): Promise<unknown>;
  save(caller: StaffCaller, id: number, input: { version: number; autosave?: boolean } & Record<string, unknown>): Promise<unknown>;
  publish(caller: StaffCaller, id: number, version: number): Promise<unknown>;
  unpublish(caller: StaffCaller, id: number, version: number): Promise<unknown>;
  delete(caller: StaffCaller, id: number, version: number): Promise<unknown>;
  restore(caller: StaffCaller, id: number, version: number): Promise<unknown>;
  reorder(caller: StaffCaller, ids: number[]): Promise<void>;
}

/**
 * Every route of a record desk under its base, the same for every kind: its list, a new draft, one
 * record, a save, the four status changes, revisions and bulk actions (above), and the order of an
 * ordered kind. The desk decides what each caller may do to each record; `roles` says who may call
 * at all, `publishRoles` who may put records on the site or take them off.
 */
export function recordDeskRoutes(
  app: App,
  options: {
    base: string;
    /** The desk's name in the OpenAPI summaries ('Talks desk'). */
    what: string;
    /** One record, as the summaries say it ('a talk'). */
    one: string;
    roles: readonly StaffRole[];
    publishRoles?: readonly StaffRole[];
    schemas: {
      filter: z.ZodType;
      page: z.ZodType;
      create: z.ZodType;
      save: z.ZodType;
      idParam: z.ZodObject<{ id: z.ZodType<number, unknown> }>;
      version: z.ZodObject<{ version: z.ZodType<number, unknown> }>;
      record: z.ZodType;
      /** The reply of a restore, when it says more than the record (what could not be restored). */
      restored?: z.ZodType;
      /** The order of an ordered kind. */
      reorder?: z.ZodObject<{ ids: z.ZodType<number[], unknown> }>;
    };
    /** What a status change does, in the summaries, where the desk says more than the default. */
    summaries?: Partial<Record<StatusAction | 'list', string>>;
    desk: RecordDeskService;
  },
): void {
  const { base, what, one, desk, schemas } = options;
  const summary = (action: StatusAction | 'list', fallback: string) => `${what}: ${options.summaries?.[action] ?? fallback}`;

  app.post(
    `${base}/list`,
    staffRoute(options.roles, summary('list', 'the records'), { body: schemas.filter, response: { 200: schemas.page } }),
    async (request) => ok(await desk.list(staffOf(request), request.body)),
  );
  app.post(
    base,
    staffRoute(options.roles, `${what}: a new draft`, { body: schemas.create, response: { 200: schemas.record } }),
    async (request) => ok(await desk.create(staffOf(request), request.body), 'Draft saved.'),
  );
  app.get(
    `${base}/:id`,
    staffRoute(options.roles, `${what}: ${one}, both languages`, { params: schemas.idParam, response: { 200: schemas.record } }),
    async (request) => ok(await desk.get(staffOf(request), (request.params as { id: number }).id)),
  );
  app.post(
    `${base}/:id/save`,
    staffRoute(options.roles, `${what}: save or autosave from a version (0108 with who and when if someone saved since)`, {
      params: schemas.idParam,
      body: schemas.save,
      response: { 200: schemas.record },
    }),
    async (request) =>
      ok(
        await desk.save(
          staffOf(request),
          (request.params as { id: number }).id,
          request.body as { version: number; autosave?: boolean } & Record<string, unknown>,
        ),
        'Saved.',
      ),
  );
  const statusRoute = (action: StatusAction, fallback: string, message: string) =>
    app.post(
      `${base}/:id/${action}`,
      staffRoute(
        (action === 'publish' || action === 'unpublish') && options.publishRoles ? options.publishRoles : options.roles,
        summary(action, fallback),
        { params: schemas.idParam, body: schemas.version, response: { 200: schemas.record } },
      ),
      async (request) =>
        ok(
          await desk[action](staffOf(request), (request.params as { id: number }).id, (request.body as { version: number }).version),
          message,
        ),
    );
  statusRoute('publish', `put ${one} on the site`, 'Published.');
  statusRoute('unpublish', `take ${one} off the site (back to draft)`, 'Unpublished.');
  statusRoute('delete', `move ${one} to the bin (30 days to restore)`, 'Moved to the bin.');
  statusRoute('restore', `bring ${one} back from the bin as a draft`, 'Restored.');
  recordStaffRoutes(app, { base, what, roles: options.roles, recordReply: schemas.restored ?? schemas.record, service: desk });
  if (schemas.reorder)
    app.post(
      `${base}/reorder`,
      staffRoute(options.roles, `${what}: put them in this order`, { body: schemas.reorder, response: { 200: emptyEnvelope } }),
      async (request) => {
        await desk.reorder(staffOf(request), (request.body as { ids: number[] }).ids);
        return ok(null, 'Order saved.');
      },
    );
}
