// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Booking, PublicSlot, VisitorHome } from '@roadshow/contracts/visit';
import { renderInPage } from '../../../test/render-in-page.tsx';
import VisitorUserInfoPage from '../../routes/visitor/user-info.tsx';
import { BookingCard } from './booking-card.tsx';
import { BookingForm } from './booking-form.tsx';

// The visitor pages offer only what the API would take (decisions 052, 081): no form for a full
// slot, no preferred day before tomorrow, no Cancel on a booking that can no longer be cancelled.

afterEach(cleanup);

const slot = (fields: Partial<PublicSlot> = {}): PublicSlot => ({
  slotId: 7,
  mode: 'onsite',
  day: '2026-12-01',
  startTime: '09:30',
  endTime: '11:00',
  capacity: 4,
  remaining: 4,
  host: null,
  note: null,
  quiet: null,
  ...fields,
});
const home = (slots: PublicSlot[]): VisitorHome => ({
  company: { companyId: 1, code: '688351', name: 'Huachen New Energy' },
  today: '2026-11-20',
  slots,
  quietPeriods: [],
});

/** The user-info page for ?type=05&slotId=7, with the loader's data given directly. */
async function userInfoPage(slots: PublicSlot[]) {
  const props = { loaderData: { home: home(slots) } } as unknown as Parameters<typeof VisitorUserInfoPage>[0];
  return renderInPage(() => <VisitorUserInfoPage {...props} />, {
    lang: 'en',
    url: '/?companyCode=688351&type=05&slotId=7',
  });
}

describe('the attendee form', () => {
  it('is offered for a slot with places left', async () => {
    await userInfoPage([slot({ remaining: 1 })]);
    expect(await screen.findByRole('button', { name: 'Submit booking' })).toBeTruthy();
    // One place left: no second attendee can be added.
    expect(screen.queryByRole('button', { name: /Add an attendee/ })).toBeNull();
  });

  it('is not offered for a full slot: the page says so and leads to another slot', async () => {
    await userInfoPage([slot({ remaining: 0 })]);
    expect(await screen.findByText('This time slot is fully booked. Please choose another one.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit booking' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Choose another slot' }).getAttribute('href')).toContain(
      '/tab/visitor/research',
    );
  });

  it('lets a pre-registration name a day from tomorrow on, as the API requires', async () => {
    await renderInPage(
      () => <BookingForm companyCode="688351" type="06" slot={null} loginPhone="13800138000" today="2026-12-31" />,
      { lang: 'en' },
    );
    const day = await screen.findByLabelText('Preferred day');
    expect(day.getAttribute('min')).toBe('2027-01-01');
  });
});

const booking = (fields: Partial<Booking> = {}): Booking => ({
  bookingId: 3,
  companyId: 1,
  companyCode: '688351',
  companyName: 'Huachen New Energy',
  bookingType: '05',
  state: 'confirmed',
  slot: {
    slotId: 7,
    mode: 'onsite',
    day: '2026-12-01',
    startTime: '09:30',
    endTime: '11:00',
    host: null,
    meetingUrl: null,
  },
  preferredDay: null,
  investorType: 'individual',
  organization: null,
  email: null,
  mobile: '13800138000',
  attendees: [{ name: 'Li Wei', position: 'Analyst', phone: '13800138000', documentType: 1, certificateNumber: null }],
  topics: null,
  declineReason: null,
  checkInCode: null,
  checkedInAt: null,
  cancellable: true,
  createdAt: '2026-11-20T06:00:00.000Z',
  ...fields,
});

describe('a booking on the result page', () => {
  it('offers Cancel while the API says it may be cancelled', async () => {
    await renderInPage(() => <BookingCard booking={booking()} fresh={false} onChanged={() => undefined} />, {
      lang: 'en',
    });
    expect(await screen.findByRole('button', { name: 'Cancel booking' })).toBeTruthy();
  });

  it('offers no Cancel on the day of the visit (or after), though it is still confirmed', async () => {
    await renderInPage(
      () => <BookingCard booking={booking({ cancellable: false })} fresh={false} onChanged={() => undefined} />,
      { lang: 'en' },
    );
    expect(await screen.findByText('Li Wei')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
  });
});
