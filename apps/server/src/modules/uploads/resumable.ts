import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat, utimes } from 'node:fs/promises';
import path from 'node:path';
import { FileStore as TusFileStore } from '@tus/file-store';
import { Server as TusServer } from '@tus/server';
import type { Upload } from '@tus/utils';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { RespCode, respMessages } from '@mahasi/contract/codes';
import { formatFieldMessage } from '@mahasi/contract/fields';
import { STAFF_API_BASE } from '@mahasi/contract/staff';
import { resumableUploadKinds, uploadMaxBytes, uploadPaths, uploadRoles, type ResumableUploadKind } from '@mahasi/contract/uploads';
import { staffOf } from '../../http/staffAuth.js';
import type { StaffCaller } from '../../lib/staffCaller.js';

/** A transfer nobody has written to for this long is removed (it can no longer be resumed). */
export const PARTIAL_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

/** A tus transfer on this server's disk, as its creator's finishing call sees it. */
export interface StagedUpload {
  id: string;
  kind: ResumableUploadKind;
  staffId: number;
  filename: string;
  size: number;
  offset: number;
}

/** An error the tus server answers with: this API's envelope, as JSON. */
interface TusFailure {
  status_code: number;
  body: string;
}

const respCodeOf = (status: number, field: string | undefined): RespCode =>
  ({
    401: RespCode.UNAUTHORIZED,
    403: RespCode.FORBIDDEN,
    404: RespCode.NOT_FOUND,
    413: RespCode.PAYLOAD_TOO_LARGE,
    422: RespCode.VALIDATION,
  })[status] ?? (status >= 500 ? RespCode.SERVER_ERROR : field ? RespCode.VALIDATION : RespCode.BAD_REQUEST);

function failure(status: number, message?: string, field?: string): TusFailure {
  const respCode = respCodeOf(status, field);
  const envelope = {
    respCode,
    respMsg: field || !message ? respMessages[respCode] : message,
    data: null,
    ...(field && message ? { errors: [{ field, message: formatFieldMessage(field, message) }] } : {}),
  };
  return { status_code: status, body: JSON.stringify(envelope) };
}

const megabytes = (bytes: number) => (bytes >= 1024 ** 3 ? `${bytes / 1024 ** 3} GB` : `${bytes / 1024 ** 2} MB`);

/**
 * Resumable uploads (the tus protocol, @tus/server) under /admin-api/uploads/tus, behind the staff
 * guard. Each PATCH is streamed straight to a file under DATA_DIR/partial-uploads (@tus/file-store),
 * so nothing large is held in memory and a dropped connection resumes from the last byte written.
 * A transfer belongs to the staff member who started it: nobody else can see, continue or finish
 * it. The finished file becomes an upload only through the finishing call (service.ts), which
 * checks what it is; a transfer left alone for a day is removed by `purgeIdle`.
 */
export function resumableUploads(deps: { dataDir: string; log: FastifyBaseLogger }) {
  const directory = path.join(deps.dataDir, 'partial-uploads');
  // The tus store's own expiry is off: purgeIdle removes idle transfers, finished or not.
  const datastore = new TusFileStore({ directory, expirationPeriodInMilliseconds: 0 });
  const callers = new WeakMap<object, StaffCaller>();

  // The staff guard's caller, found again from the Node request the tus server wraps.
  const callerOf = (req: { runtime?: { node?: { req: object } } }): StaffCaller => {
    const caller = req.runtime?.node ? callers.get(req.runtime.node.req) : undefined;
    if (!caller) throw failure(401);
    return caller;
  };

  const server = new TusServer({
    path: `${STAFF_API_BASE}${uploadPaths.tus}`,
    datastore,
    // Location: /admin-api/uploads/tus/<id>, right behind any proxy.
    relativeLocation: true,
    namingFunction: () => randomBytes(16).toString('hex'),
    async onIncomingRequest(req, id) {
      if (req.method === 'POST') return;
      const caller = callerOf(req);
      const upload = await datastore.getUpload(id).catch(() => undefined);
      // Someone else's transfer is answered as one that does not exist.
      if (!upload || upload.metadata?.staffId !== String(caller.staffId)) throw failure(404);
    },
    async onUploadCreate(req, upload: Upload) {
      const caller = callerOf(req);
      const kind = upload.metadata?.kind as ResumableUploadKind | undefined;
      if (!kind || !resumableUploadKinds.includes(kind)) throw failure(422, `Must be one of ${resumableUploadKinds.join(', ')}`, 'kind');
      if (!uploadRoles[kind].includes(caller.role)) throw failure(403);
      if (upload.sizeIsDeferred) throw failure(422, 'Must have a known size', 'file');
      if (!upload.size) throw failure(422, 'Is empty', 'file');
      if (upload.size > uploadMaxBytes[kind]) throw failure(413, `Must be at most ${megabytes(uploadMaxBytes[kind])}`, 'file');
      const filename = (upload.metadata?.filename ?? '').slice(0, 200);
      // Whatever the client sent, the owner is the caller.
      return { metadata: { kind, filename, staffId: String(caller.staffId) } };
    },
    onResponseError(_req, error) {
      const status = 'status_code' in error ? error.status_code : 500;
      const body = 'body' in error ? error.body : '';
      if (body.startsWith('{')) return { status_code: status, body };
      if (status >= 500) {
        deps.log.error({ err: error }, 'resumable upload failed');
        return failure(status);
      }
      return failure(status, body.trim() || undefined);
    },
  });

  const dataPath = (id: string) => path.join(directory, id);

  return {
    directory,
    /** Hands a staff request to the tus server (the guard has checked the session and role). */
    async handle(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      callers.set(request.raw, staffOf(request));
      reply.hijack();
      await server.handle(request.raw, reply.raw);
    },

    /** The transfer as stored, or undefined when there is none of that id. */
    async staged(id: string): Promise<StagedUpload | undefined> {
      const upload = await datastore.getUpload(id).catch(() => undefined);
      if (!upload?.metadata?.kind) return undefined;
      return {
        id,
        kind: upload.metadata.kind as ResumableUploadKind,
        staffId: Number(upload.metadata.staffId),
        filename: upload.metadata.filename ?? '',
        size: upload.size ?? 0,
        offset: upload.offset,
      };
    },

    /**
     * Takes a finished transfer's file out of the tus store's reach (a second finishing call, or a
     * late PATCH, finds nothing) and returns where it now is; undefined when another call took it.
     */
    async claim(id: string): Promise<string | undefined> {
      const claimed = `${dataPath(id)}.claimed`;
      try {
        await rename(dataPath(id), claimed);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
      // Fresh for purgeIdle, which goes by the last write.
      const now = new Date();
      await utimes(claimed, now, now);
      return claimed;
    },

    /** Removes a transfer and whatever is left of its files. */
    async discard(id: string): Promise<void> {
      await Promise.all([dataPath(id), `${dataPath(id)}.json`, `${dataPath(id)}.claimed`].map((file) => rm(file, { force: true })));
    },

    /**
     * The cleanup job: removes every transfer (finished or not) not written to since `before`, and
     * stray files of the same age. A transfer being written is never that old.
     */
    async purgeIdle(before: Date): Promise<number> {
      await mkdir(directory, { recursive: true });
      const ids = new Set((await readdir(directory)).map((name) => name.replace(/\.(json|claimed)$/, '')));
      let removed = 0;
      for (const id of ids) {
        const times = await Promise.all(
          [dataPath(id), `${dataPath(id)}.json`, `${dataPath(id)}.claimed`].map((file) =>
            stat(file).then(
              (s) => s.mtimeMs,
              () => 0,
            ),
          ),
        );
        if (Math.max(...times) >= before.getTime()) continue;
        await this.discard(id);
        removed++;
      }
      return removed;
    },
  };
}

export type ResumableUploads = ReturnType<typeof resumableUploads>;
