import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { contract } from '@roadshow/contracts/calls/contract';
import type { Booking } from '@roadshow/contracts/visit';
import { CameraScanner } from '../../features/visit-desk/camera-scanner.tsx';
import { qrInFile } from '../../features/visit-desk/read-qr.ts';
import '../../features/visit-desk/visit-desk.css';
import { useConsole } from '../../features/console/use-console.ts';
import { ApiError } from '../../lib/api-client.ts';

type Outcome = { ok: true; booking: Booking } | { ok: false; message: string };

/**
 * Decision 052: the reception's phone page. Scan the visitor's QR code (camera, or a photo), or
 * type the code; the API lets a confirmed visit in once, on its day, and says why it does not.
 */
export default function ConsoleVisitCheckIn() {
  const { t } = useTranslation();
  const cs = useConsole();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const checkIn = useCallback(
    async (text: string) => {
      setBusy(true);
      try {
        const booking = await cs
          .api()
          .call(contract.visitConsole.checkInVisit, { companyId: cs.companyId, code: text });
        setOutcome({ ok: true, booking });
        setCode('');
      } catch (error) {
        setOutcome({ ok: false, message: error instanceof ApiError ? error.message : String(error) });
      } finally {
        setBusy(false);
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [cs.companyId, cs.lang],
  );

  const fromPhoto = async (file: File | undefined) => {
    if (!file) return;
    const text = await qrInFile(file).catch(() => null);
    if (text) await checkIn(text);
    else setOutcome({ ok: false, message: t('console.checkIn.noCodeInPhoto') });
  };

  return (
    <section className="console-page visit-desk-phone">
      <title>{`${t('console.checkIn.title')} · ${t('console.title')}`}</title>
      <div className="console-page__head">
        <h2 className="console-page__title">{t('console.checkIn.title')}</h2>
        <Link to={cs.href('/console/visits')}>{t('console.checkIn.back')}</Link>
      </div>
      <p className="console-muted">{t('console.checkIn.help')}</p>
      <CameraScanner onCode={(text) => void checkIn(text)} />
      <label className="console-button visit-desk__big visit-desk__photo">
        {t('console.checkIn.photo')}
        <input
          type="file"
          accept="image/*"
          capture="environment"
          className="visit-desk__file"
          onChange={(event) => {
            void fromPhoto(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </label>
      <form
        className="visit-desk__form"
        onSubmit={(event) => {
          event.preventDefault();
          if (code.trim()) void checkIn(code);
        }}
      >
        <label htmlFor="check-in-code">{t('console.checkIn.typeCode')}</label>
        <input
          id="check-in-code"
          className="visit-desk__input"
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={40}
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
        <button type="submit" className="console-button console-button--primary visit-desk__big" disabled={busy}>
          {t('console.checkIn.submit')}
        </button>
      </form>
      <div aria-live="polite" data-testid="check-in-outcome">
        {outcome?.ok ? (
          <div className="visit-desk__outcome visit-desk__outcome--ok">
            <strong>{t('console.checkIn.welcome')}</strong>
            <p>{outcome.booking.attendees.map((a) => a.name).join(', ')}</p>
            <p>
              {outcome.booking.slot
                ? `${outcome.booking.slot.day} ${outcome.booking.slot.startTime}–${outcome.booking.slot.endTime}`
                : ''}
              {outcome.booking.organization ? ` · ${outcome.booking.organization}` : ''}
            </p>
            <p>
              {t('console.checkIn.checkDocuments', {
                documents: outcome.booking.attendees.map((a) => a.certificateNumber ?? '').join(', '),
              })}
            </p>
          </div>
        ) : outcome ? (
          <div className="visit-desk__outcome visit-desk__outcome--refused" role="alert">
            <strong>{t('console.checkIn.refused')}</strong>
            <p>{outcome.message}</p>
          </div>
        ) : null}
      </div>
    </section>
  );
}
