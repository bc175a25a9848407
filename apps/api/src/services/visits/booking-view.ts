import type { Lang } from '@roadshow/contracts/locale';
import {
  canCancelBooking,
  type Booking,
  type BookingState,
  type BookingType,
  type VisitMode,
} from '@roadshow/contracts/visit';
import type { BookingView } from '../../repositories/visit-repository.ts';

/** An attendee as stored: the document number sealed, its last four kept for the mask. */
export interface StoredAttendee {
  name: string;
  position: string;
  phone: string;
  documentType: number | null;
  certificateNumber: string | null;
  certificateNumberLast4: string | null;
}

export function companyName(company: BookingView['company'], lang: Lang): string {
  if (lang === 'en') return company.nameEn || company.nameZh;
  if (lang === 'tc') return company.nameTc || company.nameZh;
  return company.nameZh;
}

/** The day a booking is for: its slot's, or a pre-registration's preferred day. */
export const bookingDay = (view: Pick<BookingView, 'booking' | 'slot'>): string | null =>
  view.slot?.day ?? view.booking.preferredDay;

/**
 * A booking for the pages. Document numbers are always masked; the check-in code goes to the booker
 * only (`owner`), since it is the key the reception lets in; so does `cancellable`, judged on the
 * China day `today`.
 */
export function toBooking(view: BookingView, lang: Lang, viewer: { owner: boolean; today: string }): Booking {
  const { booking, slot } = view;
  const forOwner = viewer.owner;
  const attendees = (booking.attendees as StoredAttendee[]).map((attendee) => ({
    name: attendee.name,
    position: attendee.position,
    phone: attendee.phone,
    documentType: attendee.documentType ?? null,
    certificateNumber: attendee.certificateNumberLast4 ? `${'*'.repeat(8)}${attendee.certificateNumberLast4}` : null,
  }));
  return {
    bookingId: booking.id,
    companyId: booking.companyId,
    companyCode: view.company.code,
    companyName: companyName(view.company, lang),
    bookingType: booking.bookingType as BookingType,
    state: booking.state as BookingState,
    slot: slot
      ? {
          slotId: slot.id,
          mode: slot.mode as VisitMode,
          day: slot.day,
          startTime: slot.startTime,
          endTime: slot.endTime,
          host: slot.host,
          meetingUrl: forOwner && booking.state === 'confirmed' && slot.mode === 'online' ? slot.meetingUrl : null,
        }
      : null,
    preferredDay: booking.preferredDay,
    investorType: booking.investorType as Booking['investorType'],
    organization: booking.organization,
    email: booking.email,
    mobile: booking.mobile,
    attendees,
    topics: booking.topics,
    declineReason: booking.declineReason,
    checkInCode: forOwner && booking.state === 'confirmed' ? booking.checkInCode : null,
    checkedInAt: booking.checkedInAt?.toISOString() ?? null,
    cancellable: forOwner && canCancelBooking(booking.state as BookingState, bookingDay(view), viewer.today),
    createdAt: booking.createdAt.toISOString(),
  };
}
