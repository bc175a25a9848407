import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** The live password prompt; `error` is the server's "Password Error" in the reader's language. */
export function PasswordForm(props: { error: string | null; onSubmit: (password: string) => Promise<void> }) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await props.onSubmit(password);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="live-password" onSubmit={(event) => void submit(event)}>
      <h3 className="live-password__title">{t('liveRoom.password.title')}</h3>
      <label className="live-ask__field">
        <span>{t('liveRoom.password.label')}</span>
        <input
          type="password"
          autoComplete="off"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={props.error !== null}
          aria-describedby={props.error ? 'live-password-error' : undefined}
        />
      </label>
      {props.error ? (
        <p id="live-password-error" className="live-ask__error" role="alert">
          {props.error}
        </p>
      ) : null}
      <button type="submit" className="btn btn--primary" disabled={busy || password === ''} aria-busy={busy}>
        {t('liveRoom.password.submit')}
      </button>
    </form>
  );
}
