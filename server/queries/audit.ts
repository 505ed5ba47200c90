/**
 * The audit log's one writer (issue 35). Callers pass their transaction, so the line is written with the
 * change it records or not at all: a status change, a role change, an import applied.
 */
import type { AuditAction } from '../../src/contract/desk';
import type { Db } from '../db/connect';
import { auditLog } from '../db/schema';

export type AuditActor = { id: string; login: string };

export type AuditLine = { action: AuditAction; subject: string; before: string | null; after: string | null };

export async function writeAudit(tx: Pick<Db, 'insert'>, actor: AuditActor, line: AuditLine, at: Date): Promise<void> {
  await tx.insert(auditLog).values({ actorId: actor.id, actorLogin: actor.login, ...line, at });
}
