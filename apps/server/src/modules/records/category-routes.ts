import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { StaffRole } from '@mahasi/contract/staff';
import { emptyEnvelope } from '@mahasi/contract/envelope';
import { staffOf, staffRoute } from '../../http/staffAuth.js';
import { ok } from '../../lib/envelope.js';
import type { StaffCaller } from '../../lib/staffCaller.js';

type App = Parameters<FastifyPluginAsyncZod>[0];

/** What a desk's categories offer the console (news, e-books). */
export interface CategoryDesk<Payload> {
  categories(): Promise<unknown>;
  createCategory(caller: StaffCaller, input: Payload): Promise<unknown>;
  updateCategory(caller: StaffCaller, id: number, input: Payload): Promise<unknown>;
  mergeCategory(caller: StaffCaller, id: number, intoId: number): Promise<void>;
  deleteCategory(caller: StaffCaller, id: number, moveToId: number | undefined): Promise<void>;
}

/**
 * A desk's category routes under its base ('/news/categories'): the list with counts, a new one,
 * a change, a merge into another and a delete (one in use moves its records first). `readRoles`
 * may list them, `roles` change them.
 */
export function categoryDeskRoutes<Payload>(
  app: App,
  options: {
    base: string;
    /** The desk's name in the OpenAPI summaries ('News desk'). */
    what: string;
    /** One of its records, as the summaries say it ('post'). */
    record: string;
    readRoles: readonly StaffRole[];
    roles: readonly StaffRole[];
    schemas: {
      list: z.ZodType;
      payload: z.ZodType<Payload, unknown>;
      reply: z.ZodType;
      idParam: z.ZodObject<{ id: z.ZodType<number, unknown> }>;
      merge: z.ZodObject<{ intoId: z.ZodType<number, unknown> }>;
      delete: z.ZodObject<{ moveToId: z.ZodType<number | undefined, unknown> }>;
    };
    /** What a change does, in its summary, and the message it answers with. */
    update: { summary: string; message: string };
    service: CategoryDesk<Payload>;
  },
): void {
  const { base, what, record, roles, schemas, service } = options;
  // The schema has checked the body; the type provider cannot name a generic schema's output, hence `as`.
  app.get(base, staffRoute(options.readRoles, `${what}: categories with ${record} counts`, { response: { 200: schemas.list } }), async () =>
    ok(await service.categories()),
  );
  app.post(
    base,
    staffRoute(roles, `${what}: a new category`, { body: schemas.payload, response: { 200: schemas.reply } }),
    async (request) => ok(await service.createCategory(staffOf(request), request.body as Payload), 'Category created.'),
  );
  app.post(
    `${base}/:id`,
    staffRoute(roles, `${what}: ${options.update.summary}`, {
      params: schemas.idParam,
      body: schemas.payload,
      response: { 200: schemas.reply },
    }),
    async (request) =>
      ok(await service.updateCategory(staffOf(request), request.params.id, request.body as Payload), options.update.message),
  );
  // A merge and a delete both remove the category, after moving its records (a delete's only when it has some).
  const removal = <Body>(
    action: 'merge' | 'delete',
    summary: string,
    body: z.ZodType<Body, unknown>,
    remove: (caller: StaffCaller, id: number, body: Body) => Promise<void>,
    message: string,
  ) =>
    app.post(
      `${base}/:id/${action}`,
      staffRoute(roles, `${what}: ${summary}`, { params: schemas.idParam, body, response: { 200: emptyEnvelope } }),
      async (request) => {
        await remove(staffOf(request), request.params.id, request.body as Body);
        return ok(null, message);
      },
    );
  removal(
    'merge',
    `move every ${record} into another category, then remove this one`,
    schemas.merge,
    (caller, id, body) => service.mergeCategory(caller, id, body.intoId),
    'Categories merged.',
  );
  removal(
    'delete',
    'delete a category (one in use needs moveToId)',
    schemas.delete,
    (caller, id, body) => service.deleteCategory(caller, id, body.moveToId),
    'Category deleted.',
  );
}
