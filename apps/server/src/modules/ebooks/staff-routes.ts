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
import { staffOf } from '../../http/staffAuth.js';
import { ok } from '../../lib/envelope.js';
import { recordStaffRoutes } from '../records/staff-routes.js';
import type { EbooksDesk } from './desk.js';

/** Who keeps the store's books; prices are the store's and admins' only (decided in the desk service). */
const keepers = ['admin', 'editor', 'store'] as const;

/** The e-books desk's staff routes (under /admin-api). */
export const ebooksStaffRoutes =
  (desk: EbooksDesk): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['staff console'];
    const security = [{ staffBearer: [] }];
    const config = { roles: keepers };

    app.post(
      '/ebooks/list',
      { config, schema: { tags, security, summary: 'E-books desk: books', body: deskEbookFilter, response: { 200: deskEbookPageReply } } },
      async (request) => ok(await desk.list(staffOf(request), request.body)),
    );
    app.post(
      '/ebooks',
      {
        config,
        schema: { tags, security, summary: 'E-books desk: a new draft', body: deskEbookCreatePayload, response: { 200: deskEbookReply } },
      },
      async (request) => ok(await desk.create(staffOf(request), request.body), 'Draft saved.'),
    );
    app.get(
      '/ebooks/categories',
      {
        config,
        schema: { tags, security, summary: 'E-books desk: categories with book counts', response: { 200: deskEbookCategoryListReply } },
      },
      async () => ok(await desk.categories()),
    );
    app.get(
      '/ebooks/:id',
      {
        config,
        schema: {
          tags,
          security,
          summary: 'E-books desk: one book, both languages',
          params: deskEbookIdParam,
          response: { 200: deskEbookReply },
        },
      },
      async (request) => ok(await desk.get(staffOf(request), request.params.id)),
    );
    app.post(
      '/ebooks/:id/save',
      {
        config,
        schema: {
          tags,
          security,
          summary: 'E-books desk: save from a version (0108 if someone saved since; prices: store and admin only)',
          params: deskEbookIdParam,
          body: deskEbookSavePayload,
          response: { 200: deskEbookReply },
        },
      },
      async (request) => ok(await desk.save(staffOf(request), request.params.id, request.body), 'Saved.'),
    );
    const stateRoute = (action: 'publish' | 'unpublish' | 'delete' | 'restore', summary: string, message: string) =>
      app.post(
        `/ebooks/:id/${action}`,
        {
          config,
          schema: { tags, security, summary, params: deskEbookIdParam, body: deskEbookVersionPayload, response: { 200: deskEbookReply } },
        },
        async (request) => ok(await desk[action](staffOf(request), request.params.id, request.body.version), message),
      );
    stateRoute('publish', 'E-books desk: put a book in the store', 'Published.');
    stateRoute('unpublish', 'E-books desk: take a book out of the store (back to draft)', 'Unpublished.');
    stateRoute('delete', 'E-books desk: move a book to the bin (30 days to restore)', 'Moved to the bin.');
    stateRoute('restore', 'E-books desk: bring a book back from the bin as a draft', 'Restored.');
    recordStaffRoutes(app, { base: '/ebooks', what: 'E-books desk', roles: keepers, recordReply: deskEbookReply, service: desk });

    app.post(
      '/ebooks/categories',
      {
        config,
        schema: {
          tags,
          security,
          summary: 'E-books desk: a new category',
          body: deskEbookCategoryPayload,
          response: { 200: deskEbookCategoryReply },
        },
      },
      async (request) => ok(await desk.createCategory(staffOf(request), request.body), 'Category created.'),
    );
    app.post(
      '/ebooks/categories/:id',
      {
        config,
        schema: {
          tags,
          security,
          summary: 'E-books desk: rename or reorder a category',
          params: deskEbookIdParam,
          body: deskEbookCategoryPayload,
          response: { 200: deskEbookCategoryReply },
        },
      },
      async (request) => ok(await desk.updateCategory(staffOf(request), request.params.id, request.body), 'Category saved.'),
    );
    app.post(
      '/ebooks/categories/:id/merge',
      {
        config,
        schema: {
          tags,
          security,
          summary: 'E-books desk: move every book into another category, then remove this one',
          params: deskEbookIdParam,
          body: deskEbookMergePayload,
          response: { 200: emptyEnvelope },
        },
      },
      async (request) => {
        await desk.mergeCategory(staffOf(request), request.params.id, request.body.intoId);
        return ok(null, 'Categories merged.');
      },
    );
    app.post(
      '/ebooks/categories/:id/delete',
      {
        config,
        schema: {
          tags,
          security,
          summary: 'E-books desk: delete a category (one in use needs moveToId)',
          params: deskEbookIdParam,
          body: deskEbookCategoryDeletePayload,
          response: { 200: emptyEnvelope },
        },
      },
      async (request) => {
        await desk.deleteCategory(staffOf(request), request.params.id, request.body.moveToId);
        return ok(null, 'Category deleted.');
      },
    );
  };
