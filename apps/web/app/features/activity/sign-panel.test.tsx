// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AttendSetting, SignStatus } from '@roadshow/contracts/activity-detail';
import { SignLabel } from '@roadshow/contracts/sign-label';
import { fakeApi, ok, refused } from '../../../test/fake-api.ts';
import { renderInPage, testUser } from '../../../test/render-in-page.tsx';
import type { FormHostProps } from './form-host.ts';
import { RegistrationSlot } from './registration-slot.tsx';
import { SignPanel } from './sign-panel.tsx';

const SIGN = 'POST /roadshow/activity/signOrAppointment';
const LOGIN_PHONE = '13800138000';

const status = (overrides: Partial<SignStatus>): SignStatus => ({
  label: SignLabel.RegisterNow,
  state: null,
  loggedIn: true,
  absenceReason: null,
  rejectReason: null,
  denied: null,
  seatsLeft: null,
  payment: null,
  ...overrides,
});
const setting = (overrides: Partial<AttendSetting> = {}): AttendSetting => ({
  accessMode: 'registration',
  quota: 100,
  seatsLeft: 40,
  signUpStartTime: null,
  signUpEndTime: null,
  needsApproval: false,
  priceCents: 0,
  registrationForm: false,
  commitmentLetter: false,
  ...overrides,
});

/** The form right in the page (the real hosts are an antd dialog and an antd-mobile sheet). */
function InlineHost(props: FormHostProps) {
  return (
    <div role="dialog" aria-label={props.title}>
      <RegistrationSlot activityId={props.activityId} userPhone={props.userPhone} onSubmit={props.onSubmit} />
    </div>
  );
}

function answers(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'POST /roadshow/activity/attendActivityStart': () => ok({ viewId: 1 }),
    'POST /roadshow/activity/recordActivityEnd': () => ok({ seconds: 1 }),
    ...extra,
  });
}

const toast = () => document.querySelector('.toast-host')?.textContent ?? '';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the sign panel', () => {
  it('shows the paid state of a paid seat, and withdrawing it asks first (the payment is then refunded)', async () => {
    const CANCEL = 'POST /roadshow/activity/cancelAppointment';
    const api = answers({ [CANCEL]: () => ok({ state: 'withdrawn', promoted: false }) });
    const paid = status({
      label: SignLabel.Registered,
      state: 'approved',
      payment: { amountCents: 9900, currency: 'CNY', paidAt: '2026-11-20T06:05:00.000Z' },
    });
    await renderInPage(() => <SignPanel activityId={7} status={paid} setting={setting({ priceCents: 9900 })} />, {
      lang: 'en',
    });
    expect((await screen.findByTestId('paid-state')).textContent).toContain('Paid ¥99.00 on 2026-11-20 14:05');
    const asked: string[] = [];
    vi.stubGlobal('confirm', (message: string) => (asked.push(message), false));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel registration' }));
    expect(asked[0]).toContain('You paid ¥99.00');
    expect(api.bodies(CANCEL)).toEqual([]);
    vi.stubGlobal('confirm', () => true);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel registration' }));
    await waitFor(() => expect(api.bodies(CANCEL)).toEqual([{ activityId: 7 }]));
  });

  it('sends a visitor to log in and back, and a full activity is no button for a visitor', async () => {
    answers();
    const page = await renderInPage(
      () => <SignPanel activityId={7} status={status({ loggedIn: false, seatsLeft: 3 })} setting={setting()} />,
      { lang: 'en', user: null },
    );
    const link = await screen.findByRole('link', { name: 'Register now' });
    const href = new URL(link.getAttribute('href')!, window.location.origin);
    expect(href.pathname).toBe('/identity/login');
    expect(href.searchParams.get('service')).toBe(`${window.location.origin}/`);
    expect(screen.getByText(/^Registration status: Register now/).textContent).toContain('3 seats left');
    page.unmount();

    await renderInPage(
      () => (
        <SignPanel
          activityId={7}
          status={status({ loggedIn: false, label: SignLabel.QuotaFull })}
          setting={setting()}
        />
      ),
      { lang: 'en', user: null },
    );
    const full = await screen.findByRole('button', { name: 'Quota full' });
    expect((full as HTMLButtonElement).disabled).toBe(true);
  });

  it('signs up in one click when no form is asked for, then loads the page again (Simplified Chinese)', async () => {
    const api = answers({ [SIGN]: () => ok({ state: 'approved', label: SignLabel.Registered }) });
    const page = await renderInPage(() => <SignPanel activityId={7} status={status({})} setting={setting()} />, {
      lang: 'zh-CN',
    });
    await userEvent.click(await screen.findByRole('button', { name: '立即报名' }));
    await waitFor(() => expect(toast()).toBe('报名已提交'));
    expect(api.bodies(SIGN)).toEqual([{ activityId: 7, source: '01', waitlist: false }]);
    await waitFor(() => expect(page.loads()).toBe(2));
  });

  it('shows a refusal in a toast and leaves the page as it was', async () => {
    answers({ [SIGN]: () => ({ status: 409, answer: refused('QUOTA_FULL', 'The registration quota is full') }) });
    const page = await renderInPage(() => <SignPanel activityId={7} status={status({})} setting={setting()} />, {
      lang: 'en',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Register now' }));
    await waitFor(() => expect(toast()).toBe('The registration quota is full'));
    expect(page.loads()).toBe(1);
    expect((screen.getByRole('button', { name: 'Register now' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('joins the waiting list of a full activity', async () => {
    const api = answers({ [SIGN]: () => ok({ state: 'waiting', label: SignLabel.UnderReviewWaiting }) });
    await renderInPage(
      () => <SignPanel activityId={7} status={status({ label: SignLabel.QuotaFull })} setting={setting()} />,
      { lang: 'en' },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Join the waiting list' }));
    await waitFor(() => expect(api.bodies(SIGN)).toEqual([{ activityId: 7, source: '01', waitlist: true }]));
  });

  it('offers no waiting list when the sponsor switched it off: the button only says the quota is full', async () => {
    const api = answers({ [SIGN]: () => ok({ state: 'waiting', label: SignLabel.UnderReviewWaiting }) });
    await renderInPage(
      () => (
        <SignPanel
          activityId={7}
          status={status({ label: SignLabel.QuotaFull })}
          setting={{ ...setting(), waitingList: false }}
        />
      ),
      { lang: 'en' },
    );
    const full = await screen.findByRole('button', { name: 'Quota full' });
    expect((full as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Join the waiting list' })).toBeNull();
    await userEvent.click(full);
    expect(api.bodies(SIGN)).toEqual([]);
  });

  it('opens the registration form, signs up with it and closes it', async () => {
    const api = answers({
      'POST /roadshow/activity/getSignInfoFromRedis': () =>
        ok({
          activityId: 7,
          savedAt: '2026-11-20T08:00:00Z',
          form: {
            name: '李明',
            documentType: 1,
            certificateNumber: 'E1234567',
            phone: LOGIN_PHONE,
            email: 'li.ming@fund.example',
            companyName: 'Evergreen Fund',
            position: 'Analyst',
            investorType: 'individual',
            highNetWorth: true,
            idCardImageKey: 'id/abc.jpg',
            businessCardImageKey: 'card/abc.jpg',
            agreedTerms: true,
          },
        }),
      [SIGN]: () => ok({ state: 'pending', label: SignLabel.UnderReview }),
    });
    await renderInPage(
      () => (
        <SignPanel
          activityId={7}
          status={status({})}
          setting={setting({ registrationForm: true })}
          formHost={InlineHost}
        />
      ),
      { lang: 'en', user: testUser(LOGIN_PHONE) },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Register now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registration details' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Submit registration' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.bodies(SIGN)).toEqual([
      {
        activityId: 7,
        source: '01',
        waitlist: false,
        form: expect.objectContaining({ name: '李明', investorType: 'individual', highNetWorth: true }),
      },
    ]);
    expect(toast()).toBe('Your registration was sent');
  });

  it('withdraws a registration, and sends an absence reason', async () => {
    const api = answers({
      'POST /roadshow/activity/cancelAppointment': () => ok({ state: 'withdrawn', promoted: false }),
      'POST /roadshow/activity/submitAbsenceReason': () => ok({ absenceReason: 'Travelling' }),
    });
    await renderInPage(
      () => (
        <SignPanel
          activityId={7}
          status={status({ label: SignLabel.Registered, state: 'approved' })}
          setting={setting()}
        />
      ),
      { lang: 'en' },
    );
    expect(((await screen.findByRole('button', { name: 'Registered' })) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel registration' }));
    await waitFor(() => expect(toast()).toBe('Cancelled'));

    await userEvent.click(screen.getByRole('button', { name: 'I cannot attend' }));
    await userEvent.type(screen.getByLabelText('Reason for absence'), '  Travelling ');
    await userEvent.click(screen.getByRole('button', { name: 'Send the reason' }));
    await waitFor(() => expect(toast()).toBe('Your absence reason was sent'));
    expect(api.bodies('POST /roadshow/activity/cancelAppointment')).toEqual([{ activityId: 7 }]);
    expect(api.bodies('POST /roadshow/activity/submitAbsenceReason')).toEqual([
      { activityId: 7, reason: 'Travelling' },
    ]);
    expect(api.unexpected).toEqual([]);
  });
});
