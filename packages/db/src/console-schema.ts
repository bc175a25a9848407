import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { activities, companies } from './content-schema.ts';

// The sponsor console (decision 030): who may act for a company, and the log of what they did.
// User ids are the identity service's (text), as everywhere in the platform's tables.

/**
 * A user's role in one company's console: admin (IR manager), secretary (drafts answers),
 * approver (signs off sensitive answers and sign-ups), guest (a named speaker). One role per
 * (company, user). Replaces decision 016's company_sponsors: its rows became admins.
 */
export const companyMembers = pgTable(
  'company_members',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    role: text('role').notNull(),
    /** The login mobile when the role was granted, for the members list (the identity service owns it). */
    mobile: text('mobile'),
    grantedBy: text('granted_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.userId] }),
    index('company_members_user_idx').on(t.userId),
    check('company_members_role_ck', sql`${t.role} in ('admin', 'secretary', 'approver', 'guest')`),
  ],
);

/**
 * Every change made through the console (activities, lists, sign-up decisions, exports, roles):
 * who, in which role, when, and what. Written in the same transaction as the change where the
 * change is transactional (sign-up decisions), so a decision never exists without its entry.
 */
export const consoleAuditLog = pgTable(
  'console_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    activityId: integer('activity_id').references(() => activities.id, { onDelete: 'set null' }),
    actorUserId: text('actor_user_id').notNull(),
    /** admin | secretary | approver | guest | operator | system (waiting-list promotion) */
    actorRole: text('actor_role').notNull(),
    /** Who, as people read it: the nickname, else the masked login mobile, when the entry was written (decision 040). */
    actorName: text('actor_name'),
    /** e.g. signUp.approve, activity.publish, list.import, signUps.export, member.grant */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    detail: jsonb('detail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('console_audit_log_company_idx').on(t.companyId, t.createdAt),
    index('console_audit_log_target_idx').on(t.targetType, t.targetId),
  ],
);
