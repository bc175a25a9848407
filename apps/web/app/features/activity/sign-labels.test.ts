import { describe, expect, it } from 'vitest';
import type { AttendSetting, SignStatus } from '@roadshow/contracts/activity-detail';
import { SIGN_LABELS, SignLabel } from '@roadshow/contracts/sign-label';
import { canCancel, canReportAbsence, mainAction } from './sign-labels.ts';

const status = (label: number, loggedIn: boolean) =>
  ({
    label,
    loggedIn,
    state: null,
    absenceReason: null,
    rejectReason: null,
    denied: null,
    seatsLeft: null,
    payment: null,
  }) as SignStatus;
const setting = (registrationForm: boolean) => ({ registrationForm }) as AttendSetting;

describe('what the main button does', () => {
  it.each([
    // label, logged in, registration form -> action
    [SignLabel.RegisterNow, false, false, 'login'],
    [SignLabel.RegisterNow, true, false, 'sign'],
    [SignLabel.RegisterNow, true, true, 'form'],
    [SignLabel.Book, false, true, 'login'],
    // Booking never asks for the form.
    [SignLabel.Book, true, true, 'sign'],
    // The waiting list is for logged-in users: a visitor sees the state.
    [SignLabel.QuotaFull, false, false, 'none'],
    [SignLabel.QuotaFull, true, false, 'sign'],
    [SignLabel.QuotaFull, true, true, 'form'],
    [SignLabel.Registered, true, true, 'none'],
    [SignLabel.RegistrationEnded, false, false, 'none'],
  ] as const)('label %i, logged in %s, form %s: %s', (label, loggedIn, form, action) => {
    expect(mainAction(status(label, loggedIn), setting(form))).toBe(action);
  });

  it('opens the pay dialog under label 15 for a user, and only then (decision 049)', () => {
    expect(mainAction(status(SignLabel.GoToPay, true), setting(false))).toBe('pay');
    expect(mainAction(status(SignLabel.GoToPay, false), setting(false))).toBe('none');
  });

  it('offers nothing but the state under every other label', () => {
    const acting: number[] = [SignLabel.RegisterNow, SignLabel.Book, SignLabel.QuotaFull, SignLabel.GoToPay];
    for (const label of SIGN_LABELS.filter((l) => !acting.includes(l)))
      expect(mainAction(status(label, true), setting(true)), String(label)).toBe('none');
  });

  it('lets a user withdraw while holding or awaiting a seat, and give an absence reason once registered', () => {
    const cancellable = SIGN_LABELS.filter((label) => canCancel(status(label, true)));
    expect(cancellable.sort((a, b) => a - b)).toEqual(
      [
        SignLabel.Registered,
        SignLabel.UnderReview,
        SignLabel.UnderReviewWaiting,
        SignLabel.Booked,
        SignLabel.GoToPay,
      ].sort((a, b) => a - b),
    );
    const absence = SIGN_LABELS.filter((label) => canReportAbsence(status(label, true)));
    expect(absence).toEqual([SignLabel.Registered, SignLabel.DeclinedAttendance]);
  });
});
