import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
import { categoryDeskRoutes } from '../records/category-routes.js';
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
    categoryDeskRoutes(app, {
      base: '/ebooks/categories',
      what: 'E-books desk',
      record: 'book',
      readRoles: keepers,
      roles: keepers,
      schemas: {
        list: deskEbookCategoryListReply,
        payload: deskEbookCategoryPayload,
        reply: deskEbookCategoryReply,
        idParam: deskEbookIdParam,
        merge: deskEbookMergePayload,
        delete: deskEbookCategoryDeletePayload,
      },
      update: { summary: 'rename or reorder a category', message: 'Category saved.' },
      service: categories,
    });
  };
