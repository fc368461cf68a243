import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyEnvelope } from '@mahasi/contract/envelope';
import {
  deskEbookCategoryDeletePayload,
  deskEbookCategoryListReply,
  deskEbookCategoryPayload,
  deskEbookCategoryReply,
  deskEbookCreatePayload,
  deskEbookFilter,
  deskEbookIdParam,
  deskEbookMergePayload,
  deskEbookPageReply,
  deskEbookReply,
  deskEbookSavePayload,
  deskEbookVersionPayload,
} from '@mahasi/contract/staff-ebooks';
import { staffOf, staffRoute } from '../../http/staffAuth.js';
import { ok } from '../../lib/envelope.js';
import { recordDeskRoutes } from '../records/staff-routes.js';
import type { EbookCategoriesDesk } from './categories.js';
import type { EbooksDesk } from './desk.js';

/** Who keeps the store's books; prices are the store's and admins' only (decided in the desk service). */
const keepers = ['admin', 'editor', 'store'] as const;

/** The e-books desk's staff routes (under /admin-api). */
export const ebooksStaffRoutes =
  (desk: EbooksDesk, categories: EbookCategoriesDesk): FastifyPluginAsyncZod =>
  async (app) => {
    recordDeskRoutes(app, {
      base: '/ebooks',
      what: 'E-books desk',
      one: 'a book',
      roles: keepers,
      schemas: {
        filter: deskEbookFilter,
        page: deskEbookPageReply,
        create: deskEbookCreatePayload,
        save: deskEbookSavePayload,
        idParam: deskEbookIdParam,
        version: deskEbookVersionPayload,
        record: deskEbookReply,
      },
      summaries: { list: 'books', publish: 'put a book in the store', unpublish: 'take a book out of the store (back to draft)' },
      desk,
    });
    app.get(
      '/ebooks/categories',
      staffRoute(keepers, 'E-books desk: categories with book counts', { response: { 200: deskEbookCategoryListReply } }),
      async () => ok(await categories.categories()),
    );

    app.post(
      '/ebooks/categories',
      staffRoute(keepers, 'E-books desk: a new category', { body: deskEbookCategoryPayload, response: { 200: deskEbookCategoryReply } }),
      async (request) => ok(await categories.createCategory(staffOf(request), request.body), 'Category created.'),
    );
    app.post(
      '/ebooks/categories/:id',
      staffRoute(keepers, 'E-books desk: rename or reorder a category', {
        params: deskEbookIdParam,
        body: deskEbookCategoryPayload,
        response: { 200: deskEbookCategoryReply },
      }),
      async (request) => ok(await categories.updateCategory(staffOf(request), request.params.id, request.body), 'Category saved.'),
    );
    app.post(
      '/ebooks/categories/:id/merge',
      staffRoute(keepers, 'E-books desk: move every book into another category, then remove this one', {
        params: deskEbookIdParam,
        body: deskEbookMergePayload,
        response: { 200: emptyEnvelope },
      }),
      async (request) => {
        await categories.mergeCategory(staffOf(request), request.params.id, request.body.intoId);
        return ok(null, 'Categories merged.');
      },
    );
    app.post(
      '/ebooks/categories/:id/delete',
      staffRoute(keepers, 'E-books desk: delete a category (one in use needs moveToId)', {
        params: deskEbookIdParam,
        body: deskEbookCategoryDeletePayload,
        response: { 200: emptyEnvelope },
      }),
      async (request) => {
        await categories.deleteCategory(staffOf(request), request.params.id, request.body.moveToId);
        return ok(null, 'Category deleted.');
      },
    );
  };
