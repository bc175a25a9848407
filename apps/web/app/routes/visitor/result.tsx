import { useTranslation } from 'react-i18next';
import { Link, useRevalidator, useSearchParams } from 'react-router';
import { contract } from '@roadshow/contracts/calls/contract';
import { BookingCard } from '../../features/visitor/booking-card.tsx';
import { loadVisitorHome } from '../../features/visitor/load-visitor-home.server.ts';
import { LoginPrompt } from '../../features/visitor/login-prompt.tsx';
import { useVisitorHref } from '../../features/visitor/visitor-links.ts';
import { serverApi } from '../../lib/api.server.ts';
import { ApiError } from '../../lib/api-client.ts';
import { langFromRequest } from '../../lib/lang.ts';
import type { Route } from './+types/result';

export async function loader({ request, context }: Route.LoaderArgs) {
  const companyCode = new URL(request.url).searchParams.get('companyCode')?.trim() || undefined;
  // The company (for the layout's title) and my bookings of it, side by side.
  const [home, mine] = await Promise.all([
    loadVisitorHome(request, context),
    serverApi(context, langFromRequest(request))
      .call(contract.visitor.listMyBookings, {
        ...(companyCode && companyCode.length <= 20 ? { companyCode } : {}),
      })
      .then(
        ({ bookings }) => ({ loggedIn: true, bookings }),
        (error: unknown) => {
          if (error instanceof ApiError && error.code === 'UNAUTHORIZED') return { loggedIn: false, bookings: [] };
          throw error;
        },
      ),
  ]);
  return { home, ...mine };
}

/** Spec §2 /tab/visitor/result: my bookings (of this company, when the query names one) and their state. */
export default function VisitorResultPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const links = useVisitorHref();
  const revalidator = useRevalidator();
  const [params] = useSearchParams();
  const fresh = Number(params.get('booked'));
  if (!loaderData.loggedIn) return <LoginPrompt text={t('visitBooking.loginToSee')} />;
  return (
    <>
      <h2 className="visit-page-title">{t('visitBooking.result.title')}</h2>
      {loaderData.bookings.length === 0 ? (
        <div className="visit-card visit-empty">
          <p>{t('visitBooking.result.none')}</p>
          <Link className="visit-button visit-button--primary" to={links.href('/tab/visitor/research')}>
            {t('visitBooking.home.book')}
          </Link>
        </div>
      ) : (
        loaderData.bookings.map((booking) => (
          <BookingCard
            key={booking.bookingId}
            booking={booking}
            fresh={booking.bookingId === fresh}
            onChanged={() => void revalidator.revalidate()}
          />
        ))
      )}
    </>
  );
}
