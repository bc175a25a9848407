/**
 * The sign-up side of an activity (spec §4, §6; DESIGN §5): access modes, the sign-up state
 * machine's states, and the 17 labels of the activity page's button, derived by one pure function.
 */
export const ACCESS_MODES = ['public', 'registration', 'direct', 'whitelist', 'invitees'] as const;
export type AccessMode = (typeof ACCESS_MODES)[number];

/**
 * States of a sign-up row. pending = waiting for the sponsor; approved = holds a seat; waiting = on
 * the waiting list (no seat); rejected and withdrawn hold no seat. Only pending and approved count
 * against the quota.
 */
export const SIGN_UP_STATES = ['pending', 'approved', 'rejected', 'withdrawn', 'waiting'] as const;
export type SignUpState = (typeof SIGN_UP_STATES)[number];
export const SEAT_HOLDING_STATES: readonly SignUpState[] = ['pending', 'approved'];

/** The user sign-up status labels of spec §4, by index. */
export const SignLabel = {
  NotRegistered: 0,
  NotApproved: 1,
  Registered: 2,
  DeclinedAttendance: 3,
  UnderReview: 4,
  /** Also "under review" in the spec; here: on the waiting list for a seat. */
  UnderReviewWaiting: 5,
  RegistrationEnded: 6,
  RegistrationNotStarted: 7,
  Ended: 8,
  QuotaFull: 9,
  RegisterNow: 10,
  Book: 11,
  Booked: 12,
  InProgress: 13,
  NoRegistrationRequired: 14,
  GoToPay: 15,
  NotStarted: 16,
} as const;
export type SignLabel = (typeof SignLabel)[keyof typeof SignLabel];
export const SIGN_LABELS = Object.values(SignLabel) as SignLabel[];

export interface SignLabelInput {
  accessMode: AccessMode;
  /** meeting_status: 0 preview, 1 live, 2 replay, 3 ended. */
  meetingStatus: number;
  startAt: Date;
  endAt: Date;
  signUpStartAt: Date | null;
  signUpEndAt: Date | null;
  quota: number | null;
  /** Seats held now (pending + approved sign-ups). */
  seatsTaken: number;
  priceCents: number;
  /** The user's sign-up, if any (a withdrawn one reads as none). */
  signUp: { state: SignUpState; absent: boolean; paid: boolean } | null;
  /** The user is on the activity's whitelist or invitee list. */
  listed: boolean;
  now: Date;
}

/** Where the event is in time: the stored status, or the clock when the status sweep lags behind. */
export function eventPhase(input: Pick<SignLabelInput, 'meetingStatus' | 'startAt' | 'endAt' | 'now'>) {
  if (input.meetingStatus >= 2 || input.now >= input.endAt) return 'ended' as const;
  if (input.meetingStatus === 1 || input.now >= input.startAt) return 'live' as const;
  return 'upcoming' as const;
}

/** Whether a new sign-up would be taken now: the window is open and a seat is free. */
export function registrationWindow(input: SignLabelInput): 'notStarted' | 'ended' | 'full' | 'open' {
  if (eventPhase(input) !== 'upcoming') return 'ended';
  if (input.signUpStartAt && input.now < input.signUpStartAt) return 'notStarted';
  if (input.signUpEndAt && input.now >= input.signUpEndAt) return 'ended';
  if (input.quota !== null && input.seatsTaken >= input.quota) return 'full';
  return 'open';
}

/** The one label of the activity page's button (decision 016 explains each choice). */
export function deriveSignLabel(input: SignLabelInput): SignLabel {
  const phase = eventPhase(input);
  if (phase === 'ended') return SignLabel.Ended;
  const signUp = input.signUp?.state === 'withdrawn' ? null : input.signUp;

  if (input.accessMode === 'public') {
    if (phase === 'live') return SignLabel.InProgress;
    return signUp?.state === 'approved' ? SignLabel.Booked : SignLabel.Book;
  }
  if (input.accessMode === 'direct') return phase === 'live' ? SignLabel.InProgress : SignLabel.NoRegistrationRequired;
  if (input.accessMode === 'invitees') {
    if (!input.listed) return SignLabel.NotRegistered;
    return phase === 'live' ? SignLabel.InProgress : SignLabel.NotStarted;
  }

  // registration and whitelist: a sign-up is the ticket.
  if (signUp) {
    switch (signUp.state) {
      case 'rejected':
        return SignLabel.NotApproved;
      case 'pending':
        return SignLabel.UnderReview;
      case 'waiting':
        return SignLabel.UnderReviewWaiting;
      default:
        if (signUp.absent) return SignLabel.DeclinedAttendance;
        if (input.priceCents > 0 && !signUp.paid) return SignLabel.GoToPay;
        return phase === 'live' ? SignLabel.InProgress : SignLabel.Registered;
    }
  }
  if (input.accessMode === 'whitelist' && !input.listed) return SignLabel.NotRegistered;
  if (phase === 'live') return SignLabel.NotRegistered;
  switch (registrationWindow(input)) {
    case 'notStarted':
      return SignLabel.RegistrationNotStarted;
    case 'ended':
      return SignLabel.RegistrationEnded;
    case 'full':
      return SignLabel.QuotaFull;
    default:
      return SignLabel.RegisterNow;
  }
}
