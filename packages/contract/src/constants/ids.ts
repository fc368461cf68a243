/**
 * Without zod, for the web app: the one definition of a row id. The contract's schemas (request.ts:
 * `rowId`, `positiveId`) and the web's own checks (an id in an address) both call it.
 */

/** The largest id a row can have (PostgreSQL integer). */
export const MAX_ID = 2_147_483_647;

/** A row id: a whole number from 1 to MAX_ID. */
export const isRowId = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= 1 && (value as number) <= MAX_ID;
