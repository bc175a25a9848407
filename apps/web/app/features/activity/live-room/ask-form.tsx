import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@roadshow/contracts/error-codes';
import { QUESTION_MAX_LENGTH } from '@roadshow/contracts/live';
import { useLang } from '../../../lib/lang.ts';
import { ApiError } from '../../../lib/api-client.ts';

interface Guest {
  guestId: number;
  name: string;
  title: string;
}

/** Spec §5: a guest must be chosen and the text is required; the server says so too, in the same words. */
export function AskForm(props: {
  guests: Guest[];
  onAsk: (input: { guestId: number; text: string; anonymous: boolean }) => Promise<void>;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const [guestId, setGuestId] = useState('');
  const [text, setText] = useState('');
  const [anonymous, setAnonymous] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Spec §5, in the words the server would use, without a round trip.
    const missing = !Number(guestId) ? 'GUEST_REQUIRED' : text.trim() === '' ? 'QUESTION_TEXT_REQUIRED' : null;
    if (missing) {
      setError(errorMessage(missing, lang));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await props.onAsk({ guestId: Number(guestId) || 0, text, anonymous });
      setText('');
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="live-ask" onSubmit={(event) => void submit(event)} noValidate>
      <label className="live-ask__field">
        <span>{t('liveRoom.qa.guest')}</span>
        <select value={guestId} onChange={(event) => setGuestId(event.target.value)}>
          <option value="">{t('liveRoom.qa.chooseGuest')}</option>
          {props.guests.map((g) => (
            <option key={g.guestId} value={g.guestId}>
              {g.title ? `${g.name} · ${g.title}` : g.name}
            </option>
          ))}
        </select>
      </label>
      <label className="live-ask__field">
        <span>{t('liveRoom.qa.text')}</span>
        <textarea
          value={text}
          maxLength={QUESTION_MAX_LENGTH}
          rows={3}
          onChange={(event) => setText(event.target.value)}
        />
      </label>
      <label className="live-ask__check">
        <input type="checkbox" checked={anonymous} onChange={(event) => setAnonymous(event.target.checked)} />
        {t('liveRoom.qa.anonymous')}
      </label>
      {error ? (
        <p className="live-ask__error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="btn btn--primary" disabled={busy} aria-busy={busy}>
        {t('liveRoom.qa.submit')}
      </button>
    </form>
  );
}
