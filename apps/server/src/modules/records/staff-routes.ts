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
import { staffOf } from '../../http/staffAuth.js';
import { ok } from '../../lib/envelope.js';
import type { StaffCaller } from '../staff/service.js';

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
  const tags = ['staff console'];
  const security = [{ staffBearer: [] }];
  const config = { roles: options.roles };

  app.post(
    `${base}/bulk`,
    {
      config,
      schema: {
        tags,
        security,
        summary: `${what}: publish, unpublish, bin or restore several at once (one transaction; each refusal reported with its reason)`,
        body: recordBulkPayload,
        response: { 200: recordBulkReply },
      },
    },
    async (request) => ok(await service.bulk(staffOf(request), request.body)),
  );
  app.get(
    `${base}/:id/revisions`,
    {
      config,
      schema: {
        tags,
        security,
        summary: `${what}: the saved versions of a record, newest first`,
        params: idParam,
        response: { 200: recordRevisionListReply },
      },
    },
    async (request) => ok(await service.revisions(staffOf(request), request.params.id)),
  );
  app.get(
    `${base}/:id/revisions/:revisionId`,
    {
      config,
      schema: {
        tags,
        security,
        summary: `${what}: one saved version with its content`,
        params: recordRevisionParams,
        response: { 200: recordRevisionReply },
      },
    },
    async (request) => ok(await service.revision(staffOf(request), request.params.id, request.params.revisionId)),
  );
  app.post(
    `${base}/:id/revisions/:revisionId/restore`,
    {
      config,
      schema: {
        tags,
        security,
        summary: `${what}: save an older version as the newest (0108 with who and when if someone saved since)`,
        params: recordRevisionParams,
        body: recordRestorePayload,
        response: { 200: options.recordReply },
      },
    },
    async (request) =>
      ok(await service.restoreRevision(staffOf(request), request.params.id, request.params.revisionId, request.body.version), 'Restored.'),
  );
}
