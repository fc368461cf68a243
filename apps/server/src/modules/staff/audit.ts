import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { auditFilter, type AuditEntry, type AuditFilter } from '@mahasi/contract/staff';
import type { Paged } from '@mahasi/contract/envelope';
import type { Actor } from '../../lib/staffCaller.js';
import type { Db } from '../../db/client.js';
import { auditLog } from './schema.js';
import { DAY_MS, yangonInstant } from '../../lib/yangonTime.js';

export interface AuditRecord {
  action: string;
  entityType: string;
  entityId?: string | number | null;
  changes?: Record<string, unknown> | null;
}

/** Midnight of a YYYY-MM-DD in Myanmar time. */

/**
 * Field by field, what an edit changed: `{ title: [before, after] }`. Fields equal on both sides are
 * left out; long texts are cut so that one entry stays small.
 */
export function diff(before: Record<string, unknown>, after: Record<string, unknown>): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const key of Object.keys(after)) {
    const a = before[key];
    const b = after[key];
    if (JSON.stringify(a) === JSON.stringify(b)) continue;
    changes[key] = [clip(a), clip(b)];
  }
  return changes;
}

const clip = (value: unknown) => (typeof value === 'string' && value.length > 500 ? `${value.slice(0, 500)}…` : value);

/** Writes go in the caller's transaction, so a write and its audit entry commit together or not at all. */
export async function recordAudit(tx: Db, actor: Actor, record: AuditRecord, at?: Date): Promise<void> {
  await tx.insert(auditLog).values({
    at,
    staffId: actor.staffId,
    staffName: actor.name,
    action: record.action,
    entityType: record.entityType,
    entityId: record.entityId === undefined || record.entityId === null ? null : String(record.entityId),
    changes: record.changes ?? null,
  });
}

export async function auditPage(db: Db, input: AuditFilter): Promise<Paged<AuditEntry>> {
  const { searchObj, pageNo, pageSize } = auditFilter.parse(input);
  const conditions: (SQL | undefined)[] = [
    searchObj.staffId === undefined ? undefined : eq(auditLog.staffId, searchObj.staffId),
    searchObj.entityType ? eq(auditLog.entityType, searchObj.entityType) : undefined,
    searchObj.entityId ? eq(auditLog.entityId, searchObj.entityId) : undefined,
    searchObj.from ? gte(auditLog.at, yangonInstant(searchObj.from)) : undefined,
    searchObj.to ? lt(auditLog.at, new Date(yangonInstant(searchObj.to).getTime() + DAY_MS)) : undefined,
  ];
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  const numOfRows = Number(total?.total ?? 0);
  return {
    dataList: rows.map((row) => ({
      id: Number(row.id),
      at: row.at.toISOString(),
      staffId: row.staffId,
      staffName: row.staffName,
      action: row.action,
      entityType: row.entityType,
      entityId: row.entityId,
      changes: row.changes ?? null,
    })),
    currentPageNo: pageNo,
    pageSize,
    numOfPages: Math.ceil(numOfRows / pageSize),
    numOfRows,
  };
}
