import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from './content-schema.ts';

// Visitor research booking (spec §2 /tab/visitor, decision 052): a company's open time slots, its
// quiet periods, and the visitors' bookings. Days are China calendar days ('YYYY-MM-DD') and times
// China wall-clock times ('HH:MM'), the way a company's reception plans its week.

/** One bookable time slot: a day, a time range, how it is held (mode) and how many people fit. */
export const visitSlots = pgTable(
  'visit_slots',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** onsite (type 05), online (04), phone (03), sellSide (01: a broker's organised session). */
    mode: text('mode').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    /** People (attendees), not bookings: an institution's three attendees take three places. */
    capacity: integer('capacity').notNull(),
    /** The organising broker of a sell-side session, as the company typed it. */
    host: text('host'),
    note: text('note'),
    /** An online (04) slot's meeting link, sent to the bookers it confirms (decision 064). */
    meetingUrl: text('meeting_url'),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('visit_slots_company_day_idx').on(t.companyId, t.day),
    check('visit_slots_mode_ck', sql`${t.mode} in ('onsite', 'online', 'phone', 'sellSide')`),
    check('visit_slots_capacity_ck', sql`${t.capacity} between 1 and 500`),
  ],
);

/**
 * A quiet period: the `daysBefore` days up to and including a report's publication day, in which
 * the listed modes cannot be booked (by default on-site and sell-side visits).
 */
export const visitQuietPeriods = pgTable(
  'visit_quiet_periods',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** annual | halfYear | quarterly | other */
    reportKind: text('report_kind').notNull(),
    reportDay: date('report_day', { mode: 'string' }).notNull(),
    daysBefore: integer('days_before').notNull(),
    modes: text('modes').array().notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('visit_quiet_periods_company_idx').on(t.companyId, t.reportDay),
    check('visit_quiet_periods_days_ck', sql`${t.daysBefore} between 0 and 120`),
  ],
);

/**
 * A visitor's booking. State machine: submitted → confirmed | declined | cancelled;
 * confirmed → visited | cancelled. Submitted and confirmed bookings hold `headcount` places of
 * their slot; the insert runs under the slot's advisory lock so the places are never oversold.
 */
export const visitBookings = pgTable(
  'visit_bookings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** None for a pre-registration (type 06), which names a preferred day instead. */
    slotId: integer('slot_id').references(() => visitSlots.id, { onDelete: 'restrict' }),
    userId: text('user_id').notNull(),
    /** The login mobile at the time of booking (spec §5: only the login phone may be used). */
    mobile: text('mobile').notNull(),
    /** Spec §2: 01 sell-side, 03 phone, 04 online, 05 on-site, 06 pre-registration. */
    bookingType: text('booking_type').notNull(),
    investorType: text('investor_type').notNull(),
    organization: text('organization'),
    email: text('email'),
    /** Names, positions, phones; document numbers sealed (DESIGN §6) with their last four kept. */
    attendees: jsonb('attendees').notNull(),
    headcount: integer('headcount').notNull(),
    preferredDay: date('preferred_day', { mode: 'string' }),
    topics: text('topics'),
    /** The language the booking was made in (zh-CN | en | tc): the decision's SMS and e-mail use it. */
    lang: text('lang'),
    state: text('state').notNull(),
    declineReason: text('decline_reason'),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** Issued when an on-site or sell-side visit is confirmed; scanned once by the reception. */
    checkInCode: text('check_in_code'),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    checkedInBy: text('checked_in_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('visit_bookings_user_idx').on(t.userId, t.createdAt),
    index('visit_bookings_company_idx').on(t.companyId, t.state),
    index('visit_bookings_slot_idx').on(t.slotId),
    uniqueIndex('visit_bookings_check_in_uq').on(t.checkInCode),
    // One live booking per user and slot: a double tap cannot take places twice.
    uniqueIndex('visit_bookings_live_uq')
      .on(t.slotId, t.userId)
      .where(sql`${t.state} in ('submitted', 'confirmed')`),
    check('visit_bookings_state_ck', sql`${t.state} in ('submitted', 'confirmed', 'declined', 'cancelled', 'visited')`),
    check('visit_bookings_type_ck', sql`${t.bookingType} in ('01', '03', '04', '05', '06')`),
  ],
);
