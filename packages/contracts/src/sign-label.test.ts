import { describe, expect, it } from 'vitest';
import { AgendaVisibility, deriveAgendaVisibility } from './agenda-visibility.ts';
import { SIGN_LABELS, SignLabel, deriveSignLabel, type SignLabelInput } from './sign-label.ts';

const now = new Date('2026-11-20T06:00:00Z');
const hours = (h: number) => new Date(now.getTime() + h * 3_600_000);

/** A registration activity tomorrow, window open, 10 seats, 3 taken, nobody signed up. */
const base: SignLabelInput = {
  accessMode: 'registration',
  meetingStatus: 0,
  startAt: hours(24),
  endAt: hours(26),
  signUpStartAt: hours(-48),
  signUpEndAt: hours(23),
  quota: 10,
  seatsTaken: 3,
  priceCents: 0,
  signUp: null,
  listed: false,
  now,
};
const approved = { state: 'approved' as const, absent: false, paid: false };

const cases: [string, Partial<SignLabelInput>, SignLabel][] = [
  ['too late to register: event live, no sign-up', { meetingStatus: 1 }, SignLabel.NotRegistered],
  ['whitelist, not on the list', { accessMode: 'whitelist' }, SignLabel.NotRegistered],
  ['invitees only, not invited', { accessMode: 'invitees' }, SignLabel.NotRegistered],
  ['rejected', { signUp: { ...approved, state: 'rejected' } }, SignLabel.NotApproved],
  ['approved, before the event', { signUp: approved }, SignLabel.Registered],
  ['approved, absence reason given', { signUp: { ...approved, absent: true } }, SignLabel.DeclinedAttendance],
  ['pending review', { signUp: { ...approved, state: 'pending' } }, SignLabel.UnderReview],
  ['on the waiting list', { signUp: { ...approved, state: 'waiting' } }, SignLabel.UnderReviewWaiting],
  ['window closed', { signUpEndAt: hours(-1) }, SignLabel.RegistrationEnded],
  ['window not open yet', { signUpStartAt: hours(1) }, SignLabel.RegistrationNotStarted],
  ['replay', { meetingStatus: 2, signUp: approved }, SignLabel.Ended],
  ['end time passed though the sweep lags', { startAt: hours(-3), endAt: hours(-1) }, SignLabel.Ended],
  ['every seat taken', { seatsTaken: 10 }, SignLabel.QuotaFull],
  ['open with seats', {}, SignLabel.RegisterNow],
  ['no quota, no window', { quota: null, signUpStartAt: null, signUpEndAt: null }, SignLabel.RegisterNow],
  ['public, upcoming', { accessMode: 'public' }, SignLabel.Book],
  ['public, booked', { accessMode: 'public', signUp: approved }, SignLabel.Booked],
  ['public, booking withdrawn', { accessMode: 'public', signUp: { ...approved, state: 'withdrawn' } }, SignLabel.Book],
  ['registered, event live', { meetingStatus: 1, signUp: approved }, SignLabel.InProgress],
  ['public, start time reached', { accessMode: 'public', startAt: hours(-1) }, SignLabel.InProgress],
  ['direct access, upcoming', { accessMode: 'direct' }, SignLabel.NoRegistrationRequired],
  ['direct access, live', { accessMode: 'direct', meetingStatus: 1 }, SignLabel.InProgress],
  ['paid, approved, not paid', { priceCents: 9900, signUp: approved }, SignLabel.GoToPay],
  ['paid and paid', { priceCents: 9900, signUp: { ...approved, paid: true } }, SignLabel.Registered],
  ['invited, upcoming', { accessMode: 'invitees', listed: true }, SignLabel.NotStarted],
  ['invited, live', { accessMode: 'invitees', listed: true, meetingStatus: 1 }, SignLabel.InProgress],
  ['whitelisted, window open', { accessMode: 'whitelist', listed: true }, SignLabel.RegisterNow],
  ['withdrawn reads as no sign-up', { signUp: { ...approved, state: 'withdrawn' } }, SignLabel.RegisterNow],
];

describe('deriveSignLabel', () => {
  it.each(cases)('%s', (_name, change, label) => {
    expect(deriveSignLabel({ ...base, ...change })).toBe(label);
  });

  it('reaches every one of the 17 labels of spec §4', () => {
    const reached = new Set(cases.map(([, , label]) => label));
    expect([...reached].sort((a, b) => a - b)).toEqual([...SIGN_LABELS].sort((a, b) => a - b));
    expect(SIGN_LABELS).toHaveLength(17);
  });
});

const agenda = { ...base, hasAgenda: true, loggedIn: true };
const agendaCases: [string, Partial<typeof agenda>, AgendaVisibility][] = [
  ['no agenda items', { hasAgenda: false }, AgendaVisibility.None],
  ['public', { accessMode: 'public', loggedIn: false }, AgendaVisibility.Viewable],
  ['direct', { accessMode: 'direct', loggedIn: false }, AgendaVisibility.Viewable],
  ['registered', { signUp: approved }, AgendaVisibility.Viewable],
  ['invited', { accessMode: 'invitees', listed: true }, AgendaVisibility.Viewable],
  ['anonymous on a registration activity', { loggedIn: false }, AgendaVisibility.LogIn],
  ['open, unregistered', {}, AgendaVisibility.OpenUnregistered],
  ['open, rejected', { signUp: { ...approved, state: 'rejected' } }, AgendaVisibility.OpenRejected],
  ['open, under review', { signUp: { ...approved, state: 'pending' } }, AgendaVisibility.OpenUnderReview],
  ['open, waiting list', { signUp: { ...approved, state: 'waiting' } }, AgendaVisibility.OpenUnderReview],
  ['closed, unregistered', { signUpEndAt: hours(-1) }, AgendaVisibility.ClosedUnregistered],
  ['full, unregistered', { seatsTaken: 10 }, AgendaVisibility.ClosedUnregistered],
  [
    'closed, rejected',
    { signUpEndAt: hours(-1), signUp: { ...approved, state: 'rejected' } },
    AgendaVisibility.ClosedRejected,
  ],
  [
    'full, under review',
    { seatsTaken: 10, signUp: { ...approved, state: 'pending' } },
    AgendaVisibility.ClosedUnderReview,
  ],
  ['invitees, not invited', { accessMode: 'invitees' }, AgendaVisibility.InviteesOnly],
  ['whitelist, not listed', { accessMode: 'whitelist' }, AgendaVisibility.InviteesOnly],
  [
    'whitelist, listed and approved',
    { accessMode: 'whitelist', listed: true, signUp: approved },
    AgendaVisibility.Viewable,
  ],
];

describe('deriveAgendaVisibility', () => {
  it.each(agendaCases)('%s', (_name, change, visibility) => {
    expect(deriveAgendaVisibility({ ...agenda, ...change })).toBe(visibility);
  });

  it('reaches every index 0 to 9 of spec §4', () => {
    expect(new Set(agendaCases.map(([, , v]) => v)).size).toBe(10);
  });
});
