import { registrationWindow, type SignLabelInput } from './sign-label.ts';

/** Agenda visibility of spec §4, by index. */
export const AgendaVisibility = {
  None: 0,
  Viewable: 1,
  LogIn: 2,
  OpenUnregistered: 3,
  OpenRejected: 4,
  OpenUnderReview: 5,
  ClosedUnregistered: 6,
  ClosedRejected: 7,
  ClosedUnderReview: 8,
  InviteesOnly: 9,
} as const;
export type AgendaVisibility = (typeof AgendaVisibility)[keyof typeof AgendaVisibility];

/**
 * Who may see the agenda: everyone on public and direct-access activities; the listed users on
 * invitee-only ones; approved sign-ups on registration and whitelist ones. Every other value says
 * why not, so the page can tell the user what to do.
 */
export function deriveAgendaVisibility(input: SignLabelInput & { hasAgenda: boolean; loggedIn: boolean }) {
  if (!input.hasAgenda) return AgendaVisibility.None;
  if (input.accessMode === 'public' || input.accessMode === 'direct') return AgendaVisibility.Viewable;
  if (!input.loggedIn) return AgendaVisibility.LogIn;
  if (input.accessMode === 'invitees' || input.accessMode === 'whitelist') {
    if (!input.listed) return AgendaVisibility.InviteesOnly;
    if (input.accessMode === 'invitees') return AgendaVisibility.Viewable;
  }
  const state = input.signUp?.state;
  if (state === 'approved') return AgendaVisibility.Viewable;
  const open = registrationWindow(input) === 'open' || registrationWindow(input) === 'notStarted';
  if (state === 'rejected') return open ? AgendaVisibility.OpenRejected : AgendaVisibility.ClosedRejected;
  if (state === 'pending' || state === 'waiting')
    return open ? AgendaVisibility.OpenUnderReview : AgendaVisibility.ClosedUnderReview;
  return open ? AgendaVisibility.OpenUnregistered : AgendaVisibility.ClosedUnregistered;
}
