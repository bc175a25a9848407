import type { AuditOps } from '../../repositories/audit-repository.ts';

/** Who did it: an actor of the guard (or the system, for automatic moves). */
export interface AuditActor {
  user: { userId: string; nickName?: string; mobile?: string };
  role: string;
}

/** 138****8000: a login mobile as the audit log shows it. */
export const maskMobile = (mobile: string) => mobile.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2');

/** The name the log shows for an actor: their nickname, else their masked login mobile. */
export function actorName(user: AuditActor['user']): string | null {
  if (user.nickName && user.nickName.trim() !== '') return user.nickName.trim();
  return user.mobile ? maskMobile(user.mobile) : null;
}

export interface AuditFacts {
  companyId: number | null;
  activityId?: number | null;
  action: string;
  targetType: string;
  targetId?: string | number | null;
  detail?: Record<string, unknown>;
}

/**
 * Appends one entry to the console's audit log (decision 030). Pass the transaction's ops when the
 * change is transactional, so the change and its entry commit or fail together.
 */
export function recordAudit(ops: AuditOps, actor: AuditActor, facts: AuditFacts, at: Date) {
  return ops.append({
    companyId: facts.companyId,
    activityId: facts.activityId ?? null,
    actorUserId: actor.user.userId,
    actorRole: actor.role,
    actorName: actorName(actor.user),
    action: facts.action,
    targetType: facts.targetType,
    targetId: facts.targetId === undefined || facts.targetId === null ? null : String(facts.targetId),
    detail: facts.detail ?? null,
    createdAt: at,
  });
}
