import type { MyBooking } from '@roadshow/contracts/my-center';
import type { Repositories } from '../../repositories/create-repositories.ts';
import { companyName } from '../visits/booking-view.ts';
import type { MyPagedListSource } from './my-center-sources.ts';

/**
 * Research-visit bookings (decision 052) for "my bookings", a page at a time. `kind` and `state`
 * are the booking's type and state codes: the page words them with the visitor pages' own labels.
 * Each row leads to the company's result page, titled with the company's name as the reader reads it.
 */
export function bookingSource(repos: Repositories): MyPagedListSource<MyBooking> {
  return {
    async list({ userId, lang }, page) {
      const views = await repos.visits.bookingsOfUser(userId, undefined, page);
      return views.map(({ booking, slot, company }) => {
        const name = companyName(company, lang);
        const query = new URLSearchParams({ companyCode: company.code, companyName: name });
        return {
          bookingId: String(booking.id),
          companyName: name,
          kind: booking.bookingType,
          date: slot ? `${slot.day} ${slot.startTime}–${slot.endTime}` : (booking.preferredDay ?? ''),
          state: booking.state,
          href: `/tab/visitor/result?${query.toString()}`,
        };
      });
    },
    async count({ userId }) {
      const byState = await repos.visits.countsOfUser(userId);
      return byState.reduce((total, row) => total + Number(row.n), 0);
    },
  };
}
