// Visitor research booking (decision 052): the kinds, states and limits, without zod, so a page
// that only names them (the visitor home, the research list) does not load the schemas (decision 082).

/** Spec §2: 01 sell-side research, 03 phone, 04 online, 05 on-site research, 06 pre-registration. */
export const BOOKING_TYPES = ['05', '04', '03', '01', '06'] as const;
export type BookingType = (typeof BOOKING_TYPES)[number];

export const VISIT_MODES = ['onsite', 'online', 'phone', 'sellSide'] as const;
export type VisitMode = (typeof VISIT_MODES)[number];

/** The slot mode each booking type books; a pre-registration (06) books no slot. */
export const MODE_OF_TYPE: Record<Exclude<BookingType, '06'>, VisitMode> = {
  '05': 'onsite',
  '04': 'online',
  '03': 'phone',
  '01': 'sellSide',
};
export const TYPE_OF_MODE: Record<VisitMode, BookingType> = {
  onsite: '05',
  online: '04',
  phone: '03',
  sellSide: '01',
};
/** Modes where people come to the company: ID documents asked, a check-in code issued. */
export const PHYSICAL_MODES: readonly VisitMode[] = ['onsite', 'sellSide'];
export const isPhysicalType = (type: BookingType) => type === '06' || PHYSICAL_MODES.includes(MODE_OF_TYPE[type]);

export const BOOKING_STATES = ['submitted', 'confirmed', 'declined', 'cancelled', 'visited'] as const;
export type BookingState = (typeof BOOKING_STATES)[number];
/** States that hold places of the slot. */
export const PLACE_HOLDING_STATES: readonly BookingState[] = ['submitted', 'confirmed'];

export const REPORT_KINDS = ['annual', 'halfYear', 'quarterly', 'other'] as const;
export const VISIT_ATTENDEES_MAX = 5;
export const QUIET_DAYS_DEFAULT = 30;
/**
 * Open pre-registrations (type 06, submitted or confirmed, preferred day not past) one user may
 * hold at one company: they take no places, so without a cap nothing stops a flood (decision 081).
 */
export const VISIT_OPEN_PRE_REGISTRATIONS_MAX = 3;
/** A decline reason, shown to the booker. */
export const VISIT_REASON_MAX = 500;
/** Field lengths, shared by the schema and the form's maxLength. */
export const VISIT_TEXT_MAX = {
  name: 60,
  position: 50,
  phone: 20,
  certificateNumber: 30,
  organization: 100,
  email: 100,
  topics: 500,
  companyCode: 20,
} as const;

/**
 * Whether the booker may still cancel (decision 052): a submitted or confirmed booking, before its
 * day (China calendar). On the day itself the company has planned the reception; the booker calls.
 */
export function canCancelBooking(state: BookingState, day: string | null, today: string): boolean {
  return (state === 'submitted' || state === 'confirmed') && (day === null || day > today);
}
