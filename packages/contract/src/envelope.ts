import { z } from 'zod';
import { staffValidationRules, validationRules } from './fields.js';
import { blankAsAbsent, optionalText, pageNoField, pageSizeField } from './request.js';

/** `{ respCode, respMsg, data }`: every reply of both APIs. `'0000'` is success. */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({
    respCode: z.string(),
    respMsg: z.string(),
    data,
  });

export type Envelope<T> = { respCode: string; respMsg: string; data: T };

/** Replies that carry no data (logout, change password) still have the envelope. */
export const emptyEnvelope = envelope(z.null());

/** Bookmark calls answer with respDes instead of respMsg (spec section 7). */
export const desEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({
    respCode: z.string(),
    respDes: z.string(),
    data,
  });

export const fieldError = z.object({
  field: z.string(),
  message: z.string(),
  /** The rule broken, when it is one the web app can say in the reader's language (see `ruleOf`). */
  rule: z.enum([...validationRules, ...staffValidationRules]).optional(),
  params: z.record(z.string(), z.number()).optional(),
});
export type FieldError = z.infer<typeof fieldError>;

/** HTTP 422: one message per field, already prefixed with the field's label. */
export const validationReply = z.object({
  respCode: z.literal('0422'),
  respMsg: z.string(),
  data: z.null(),
  errors: z.array(fieldError),
});
export type ValidationReply = z.infer<typeof validationReply>;

export const errorReply = z.object({
  respCode: z.string(),
  respMsg: z.string(),
  data: z.null(),
});

/** The paged response of every list call. */
export const paged = <T extends z.ZodType>(item: T) =>
  z.object({
    dataList: z.array(item),
    currentPageNo: z.number().int(),
    pageSize: z.number().int(),
    numOfPages: z.number().int(),
    numOfRows: z.number().int(),
  });

export type Paged<T> = {
  dataList: T[];
  currentPageNo: number;
  pageSize: number;
  numOfPages: number;
  numOfRows: number;
};

export const orderBy = z.enum(['ASC', 'DESC']);

/** The common list request: page 1-based; pageSize 0 means all rows. */
export const pageRequest = z.object({
  pageNo: pageNoField(),
  pageSize: pageSizeField(10),
  sortBy: optionalText(40),
  orderBy: blankAsAbsent(
    z
      .string({ error: "Must be 'ASC' or 'DESC'" })
      .transform((value) => value.toUpperCase())
      .pipe(z.enum(['ASC', 'DESC'], { error: "Must be 'ASC' or 'DESC'" }))
      .optional(),
  ),
});
