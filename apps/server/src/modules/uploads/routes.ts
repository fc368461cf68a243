import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IMAGE_UPLOAD_MAX_BYTES, uploadedImageReply } from '@mahasi/contract/staff-news';
import { finishUploadPayload, uploadPaths, uploadRoles, uploadedAudioReply, uploadedPdfReply } from '@mahasi/contract/uploads';
import { staffOf } from '../../http/staffAuth.js';
import { ok } from '../../lib/envelope.js';
import { toImage } from '../content/images.js';
import type { FileStore } from '../files/store.js';
import type { ResumableUploads } from './resumable.js';
import type { UploadService } from './service.js';

/** Everyone who writes content uploads images (the care team: pictures in replies and notifications). */
const uploaders = ['admin', 'editor', 'author', 'store', 'care'] as const;

/**
 * POST /uploads/images: the file is the raw request body (the console sends it with upload
 * progress), whatever its Content-Type says; the server decides what it is by decoding it.
 */
export const uploadRoutes =
  (deps: { uploads: UploadService; files: FileStore; resumable: ResumableUploads }): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(resumableRoutes(deps.resumable));
    /** The staff console's call that finishes a transfer sent with tus: its body names the transfer. */
    const finishing = (summary: string) => ({
      tags: ['staff console'],
      security: [{ staffBearer: [] }],
      summary,
      body: finishUploadPayload,
    });

    app.post(
      uploadPaths.audio,
      {
        config: { roles: uploadRoles.audio },
        schema: {
          ...finishing(
            `Finish an audio upload sent with tus to ${uploadPaths.tus} (at most 1 GB): read as audio from its content (format, duration, bitrate), refused otherwise, kept public`,
          ),
          response: { 200: uploadedAudioReply },
        },
      },
      async (request) => {
        const audio = await deps.uploads.finishAudio(staffOf(request).staffId, request.body.tusId);
        return ok(deps.uploads.audioReply(audio), 'Audio uploaded.');
      },
    );

    app.post(
      uploadPaths.pdf,
      {
        config: { roles: uploadRoles.pdf },
        schema: {
          ...finishing(
            `Finish an e-book PDF sent with tus to ${uploadPaths.tus} (at most 100 MB): opened to check it and count its pages, refused when broken or protected, kept private`,
          ),
          response: { 200: uploadedPdfReply },
        },
      },
      async (request) => {
        const pdf = await deps.uploads.finishPdf(staffOf(request).staffId, request.body.tusId);
        return ok(deps.uploads.pdfReply(pdf), 'PDF uploaded.');
      },
    );

    // The image upload's raw body: only in this scope (the finishing calls above read JSON).
    await app.register(imageRoutes(deps));
  };

/** Everyone who may send a large file by tus; each kind's own roles are checked when a transfer starts. */
const resumableUploaders = [...new Set([...uploadRoles.audio, ...uploadRoles.pdf])];

/**
 * The tus protocol's requests, handed to @tus/server as they are: the body is never parsed, so a
 * PATCH streams to disk. Hidden from the OpenAPI document (tus is its own protocol; see
 * packages/contract/src/uploads.ts): the size limits and roles of each kind are checked when a transfer starts.
 */
const resumableRoutes =
  (resumable: ResumableUploads): FastifyPluginAsyncZod =>
  async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const options = { config: { roles: resumableUploaders }, schema: { hide: true } };
    app.route({ method: 'POST', url: uploadPaths.tus, ...options, handler: (request, reply) => resumable.handle(request, reply) });
    app.route({
      method: ['HEAD', 'PATCH', 'DELETE'],
      url: `${uploadPaths.tus}/:id`,
      ...options,
      handler: (request, reply) => resumable.handle(request, reply),
    });
  };

const imageRoutes =
  (deps: { uploads: UploadService; files: FileStore }): FastifyPluginAsyncZod =>
  async (app) => {
    // In this plugin only: any body is read as bytes, up to the limit (a larger one is a 413).
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: IMAGE_UPLOAD_MAX_BYTES }, (_request, body, done) => done(null, body));

    app.post(
      '/uploads/images',
      {
        bodyLimit: IMAGE_UPLOAD_MAX_BYTES,
        config: { roles: uploaders },
        schema: {
          tags: ['staff console'],
          security: [{ staffBearer: [] }],
          summary: 'Upload an image (JPEG, PNG, WebP or GIF, at most 15 MB): checked by decoding, stored as WebP in 480/960/1440 widths',
          querystring: z.object({ name: z.string().max(200).optional() }),
          response: { 200: uploadedImageReply },
        },
      },
      async (request) => {
        const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const stored = await deps.uploads.storeImage(staffOf(request).staffId, bytes, request.query.name ?? '');
        return ok({ uploadId: stored.id, image: toImage(deps.files, stored)! }, 'Image uploaded.');
      },
    );
  };
