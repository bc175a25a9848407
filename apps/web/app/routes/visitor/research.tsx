import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { PublicSlot } from '@roadshow/contracts/visit';
import { TYPE_OF_MODE, type VisitMode } from '@roadshow/contracts/visit-kinds';
import { loadVisitorHome } from '../../features/visitor/load-visitor-home.server.ts';
import { byDay, dayLabel, SlotLine } from '../../features/visitor/slot-line.tsx';
import { useVisitorHref } from '../../features/visitor/visitor-links.ts';
import { useLang } from '../../lib/lang.ts';
import type { Route } from './+types/research';
import { VisitorNotOpen } from '../../features/visitor/visitor-not-open.tsx';

export async function loader({ request, context }: Route.LoaderArgs) {
  return { home: await loadVisitorHome(request, context) };
}

const COMPANY_MODES: VisitMode[] = ['onsite', 'online', 'phone'];

/**
 * Spec §2 /tab/visitor/research: type 02 is the company's own research booking (on site, online or
 * by phone, then a slot); any other type lists the sell-side organised sessions open for sign-up.
 */
export default function VisitorResearchPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const links = useVisitorHref();
  const [params] = useSearchParams();
  const companyResearch = (params.get('type') ?? '02') === '02';
  const askedMode = params.get('mode') as VisitMode | null;
  const mode: VisitMode = companyResearch
    ? askedMode && COMPANY_MODES.includes(askedMode)
      ? askedMode
      : 'onsite'
    : 'sellSide';
  const { home } = loaderData;
  if (!home) return <VisitorNotOpen />;
  const slots = home.slots.filter((slot) => slot.mode === mode);
  const bookable = (slot: PublicSlot) => !slot.quiet && slot.remaining > 0;
  return (
    <>
      <nav className="visit-switch" aria-label={t('visitBooking.research.kind')}>
        <Link
          className="visit-switch__item"
          aria-current={companyResearch ? 'page' : undefined}
          to={links.href('/tab/visitor/research', { type: '02' })}
        >
          {t('visitBooking.research.company')}
        </Link>
        <Link
          className="visit-switch__item"
          aria-current={companyResearch ? undefined : 'page'}
          to={links.href('/tab/visitor/research', { type: '01' })}
        >
          {t('visitBooking.research.sellSide')}
        </Link>
      </nav>
      {companyResearch ? (
        <nav className="visit-switch visit-switch--small" aria-label={t('visitBooking.research.how')}>
          {COMPANY_MODES.map((item) => (
            <Link
              key={item}
              className="visit-switch__item"
              aria-current={item === mode ? 'page' : undefined}
              to={links.href('/tab/visitor/research', { type: '02', mode: item })}
            >
              {t(`visitBooking.mode.${item}`)}
            </Link>
          ))}
        </nav>
      ) : null}
      <section className="visit-card" aria-labelledby="visit-choose">
        <h2 id="visit-choose" className="visit-card__title">
          {companyResearch ? t('visitBooking.research.chooseSlot') : t('visitBooking.research.sessions')}
        </h2>
        {slots.length === 0 ? <p className="visit-muted">{t('visitBooking.noSlots')}</p> : null}
        {byDay(slots).map(([day, daySlots]) => (
          <div key={day} className="visit-day">
            <h3 className="visit-day__title">{dayLabel(day, lang)}</h3>
            <ul className="visit-slots">
              {daySlots.map((slot) =>
                bookable(slot) ? (
                  <li key={slot.slotId} className="visit-slot">
                    <Link
                      className="visit-slot__link"
                      to={links.href('/tab/visitor/userInfo', { type: TYPE_OF_MODE[slot.mode], slotId: slot.slotId })}
                    >
                      <SlotLine slot={slot} />
                    </Link>
                  </li>
                ) : (
                  <li key={slot.slotId} className="visit-slot visit-slot--off" aria-disabled="true">
                    <SlotLine slot={slot} />
                  </li>
                ),
              )}
            </ul>
          </div>
        ))}
      </section>
      {companyResearch ? (
        <section className="visit-card">
          <p className="visit-muted">{t('visitBooking.research.preHint')}</p>
          <Link className="visit-button visit-button--block" to={links.href('/tab/visitor/userInfo', { type: '06' })}>
            {t('visitBooking.type.06')}
          </Link>
        </section>
      ) : null}
    </>
  );
}
