import { count, desc } from 'drizzle-orm';
import type { AuditAction, TAuditList } from '@godown/shared';
import type { Db, Tx } from '../../db/client.js';
import { auditLog } from '../../db/schema.js';

/** Who did it: the signed-in admin. */
export interface AuditActor {
  id: string;
  name: string;
}

/** What was acted on, named as it is at the time. */
export interface AuditTarget {
  type:
    | 'user'
    | 'product'
    | 'inventory'
    | 'storage'
    | 'transport'
    | 'customer'
    | 'priceList'
    | 'scheme'
    | 'company'
    | 'registration'
    | 'hsn'
    | 'invoice'
    | 'receipt'
    | 'salesOrder'
    | 'note';
  id: string;
  name: string;
}

/** Writes one entry, in the caller's transaction: the action and its entry commit or fail together. */
export async function recordAudit(
  tx: Tx,
  actor: AuditActor,
  action: AuditAction,
  target: AuditTarget,
  details: Record<string, string | number | boolean | null> = {},
): Promise<void> {
  await tx.insert(auditLog).values({
    action,
    actorId: actor.id,
    actorName: actor.name,
    targetType: target.type,
    targetId: target.id,
    targetName: target.name,
    details,
  });
}

/** A page of the log, newest first, with its size. */
export async function listAudit(db: Db, page: { limit?: number; offset?: number }): Promise<TAuditList> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(page.limit ?? 50)
      .offset(page.offset ?? 0),
    db.select({ n: count() }).from(auditLog),
  ]);
  return {
    entries: rows.map((r) => ({
      id: r.id,
      action: r.action,
      actor: { id: r.actorId, name: r.actorName },
      target: { type: r.targetType, id: r.targetId, name: r.targetName },
      details: r.details,
      createdAt: r.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
  };
}
