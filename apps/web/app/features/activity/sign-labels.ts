import type { AttendSetting, SignStatus } from '@roadshow/contracts/activity-detail';
import { SignLabel } from '@roadshow/contracts/sign-label';

/** Labels whose button does something: sign up, book, or join the waiting list. */
const ACTIONABLE: number[] = [SignLabel.RegisterNow, SignLabel.Book, SignLabel.QuotaFull];
/** Labels under which the user may withdraw. */
const CANCELLABLE: number[] = [
  SignLabel.Registered,
  SignLabel.UnderReview,
  SignLabel.UnderReviewWaiting,
  SignLabel.Booked,
  SignLabel.GoToPay,
];
/** Refusals the label alone does not explain: contact the sponsor, log in again. */
const EXPLAINED = ['NO_ATTEND_PERMISSION', 'MOBILE_EMAIL_EMPTY'];

/**
 * What the one main button does under a label (spec §4 "what can I do next"): nothing (it shows the
 * state), send a visitor to log in, open the registration form, or sign up / book straight away.
 * A full activity's waiting list is for logged-in users only, and only when the sponsor keeps it on.
 */
export function mainAction(status: SignStatus, setting: AttendSetting): 'none' | 'login' | 'form' | 'sign' | 'pay' {
  const { label } = status;
  // Label 15: an approved sign-up on a paid activity opens the QR pay dialog (decision 049).
  if (label === SignLabel.GoToPay && status.loggedIn) return 'pay';
  // With the waiting list switched off, a full activity takes no one (decision 040): the button only says so.
  const noWaitingList = label === SignLabel.QuotaFull && (!status.loggedIn || setting.waitingList === false);
  if (!ACTIONABLE.includes(label) || noWaitingList) return 'none';
  if (!status.loggedIn) return 'login';
  return setting.registrationForm && label !== SignLabel.Book ? 'form' : 'sign';
}

export const canCancel = (status: SignStatus) => CANCELLABLE.includes(status.label);

/** Whether the absence reason can be given or revoked: after signing up, or once one was given. */
export const canReportAbsence = (status: SignStatus) =>
  status.label === SignLabel.Registered || status.label === SignLabel.DeclinedAttendance;

/** The refusal to show under the state line, when the label alone does not explain it. */
export const deniedHint = (status: SignStatus) =>
  status.denied && EXPLAINED.includes(status.denied.errorCode) ? status.denied.errorMsg : null;

/** A sign-up the commitment letter belongs to: one that holds a seat. */
export const holdsSeat = (status: SignStatus) => status.state === 'approved' || status.state === 'pending';
