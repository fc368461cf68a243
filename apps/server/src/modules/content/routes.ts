import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  bannerFilter,
  bannerPageReply,
  bannerReply,
  CONTACT_SUCCESS_MESSAGE,
  contactPayload,
  contactReply,
  contentFilter,
  contentPageReply,
  contentReply,
  idParam,
  liveStreamingReply,
  slugParam,
} from '@mahasi/contract/content';
import { dhammaRecordFilter, dhammaRecordPageReply, dhammaRecordReply } from '@mahasi/contract/dhamma';
import {
  ebookCategoryFilter,
  ebookCategoryPageReply,
  ebookCategoryReply,
  ebookFilter,
  ebookPageReply,
  ebookReply,
  ebookStatusListReply,
} from '@mahasi/contract/ebook';
import { eventFilter, eventPageReply, eventReply } from '@mahasi/contract/event';
import { galleryFilter, galleryPageReply, galleryReply } from '@mahasi/contract/gallery';
import { groupFilter, groupPageReply, groupReply } from '@mahasi/contract/group';
import { talkFilter, talkPageReply, talkReply } from '@mahasi/contract/talk';
import { ok } from '../../lib/envelope.js';
import type { ContactService } from './contact.js';
import type { ContentService } from './service.js';

type App = Parameters<FastifyPluginAsyncZod>[0];

interface CollectionRoutes<Filter extends z.ZodType> {
  /** The path segment: /{path}/getDataByPagination and /{path}/getDataById/{id}. */
  path: string;
  /** 'Podcasts' → 'Podcasts fetched successfully.', 'Podcast detail fetched successfully.' */
  plural: string;
  singular: string;
  filter: Filter;
  pageReply: z.ZodType;
  reply: z.ZodType;
  page(filter: z.input<Filter>): Promise<unknown>;
  byId(id: number): Promise<unknown>;
}

/** The two routes every collection has, readable by guests. */
function collectionRoutes<Filter extends z.ZodType>(app: App, spec: CollectionRoutes<Filter>) {
  const tags = ['content'];
  // Public content is the same for every reader: cached, and dropped when content is written.
  const config = { guest: true, cache: 'content' };
  app.post(
    `/${spec.path}/getDataByPagination`,
    { config, schema: { tags, summary: `A page of ${spec.plural.toLowerCase()}`, body: spec.filter, response: { 200: spec.pageReply } } },
    async (request) => ok(await spec.page(request.body as z.input<Filter>), `${spec.plural} fetched successfully.`),
  );
  app.get(
    `/${spec.path}/getDataById/:id`,
    {
      config,
      schema: {
        tags,
        summary: `One ${spec.singular.toLowerCase()} (404 unless published)`,
        params: idParam,
        response: { 200: spec.reply },
      },
    },
    async (request) => ok(await spec.byId(request.params.id), `${spec.singular} detail fetched successfully.`),
  );
}

/** Public content under /rest-api (guests welcome): the nine collections, live setting, contact form. */
export const contentRoutes =
  (content: ContentService, contact: ContactService): FastifyPluginAsyncZod =>
  async (app) => {
    const c = content;
    collectionRoutes(app, {
      path: 'podcast',
      plural: 'Podcasts',
      singular: 'Podcast',
      filter: talkFilter,
      pageReply: talkPageReply,
      reply: talkReply,
      ...c.talks,
    });
    collectionRoutes(app, {
      path: 'ebook',
      plural: 'E-books',
      singular: 'E-book',
      filter: ebookFilter,
      pageReply: ebookPageReply,
      reply: ebookReply,
      ...c.ebooks,
    });
    collectionRoutes(app, {
      path: 'ebookCategory',
      plural: 'Categories',
      singular: 'Category',
      filter: ebookCategoryFilter,
      pageReply: ebookCategoryPageReply,
      reply: ebookCategoryReply,
      ...c.ebookCategories,
    });
    collectionRoutes(app, {
      path: 'event',
      plural: 'Events',
      singular: 'Event',
      filter: eventFilter,
      pageReply: eventPageReply,
      reply: eventReply,
      ...c.events,
    });
    collectionRoutes(app, {
      path: 'gallery',
      plural: 'Galleries',
      singular: 'Gallery',
      filter: galleryFilter,
      pageReply: galleryPageReply,
      reply: galleryReply,
      ...c.galleries,
    });
    collectionRoutes(app, {
      path: 'content',
      plural: 'Contents',
      singular: 'Content',
      filter: contentFilter,
      pageReply: contentPageReply,
      reply: contentReply,
      ...c.contents,
    });
    collectionRoutes(app, {
      path: 'banner',
      plural: 'Banners',
      singular: 'Banner',
      filter: bannerFilter,
      pageReply: bannerPageReply,
      reply: bannerReply,
      ...c.banners,
    });
    collectionRoutes(app, {
      path: 'dhammaRecord',
      plural: 'Dhamma records',
      singular: 'Dhamma record',
      filter: dhammaRecordFilter,
      pageReply: dhammaRecordPageReply,
      reply: dhammaRecordReply,
      ...c.dhammaRecords,
    });
    collectionRoutes(app, {
      path: 'group',
      plural: 'Group entries',
      singular: 'Group entry',
      filter: groupFilter,
      pageReply: groupPageReply,
      reply: groupReply,
      ...c.groups,
    });

    const tags = ['content'];
    const config = { guest: true };
    const cached = { guest: true, cache: 'content' };

    app.get(
      '/ebook/getStatusList',
      { config: cached, schema: { tags, summary: 'E-book statuses with labels and counts', response: { 200: ebookStatusListReply } } },
      async () => ok(await c.ebooks.statuses(), 'Statuses fetched successfully.'),
    );

    app.get(
      '/content/getDataBySlug/:slug',
      {
        config: cached,
        schema: { tags, summary: 'A page of the site by slug (about, contact)', params: slugParam, response: { 200: contentReply } },
      },
      async (request) => ok(await c.contents.bySlug(request.params.slug), 'Content detail fetched successfully.'),
    );

    app.get(
      '/liveStreamingSetting/getActive',
      { config: cached, schema: { tags, summary: 'The active live broadcast, or null', response: { 200: liveStreamingReply } } },
      async () => ok(await c.activeLiveSetting(), 'Live streaming setting fetched successfully.'),
    );

    app.post(
      '/contactInfo/create',
      { config, schema: { tags, summary: 'Send a message to the centre', body: contactPayload, response: { 200: contactReply } } },
      async (request) => ok(await contact.create(request.body, request.ip, request.caller?.userId ?? null), CONTACT_SUCCESS_MESSAGE),
    );
  };
