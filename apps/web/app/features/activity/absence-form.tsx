import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Submit or revoke an absence reason (spec §4 "absence feedback"). */
export function AbsenceForm(props: {
  reason: string | null;
  busy: boolean;
  onSubmit: (reason: string) => Promise<void>;
  onRevoke: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  if (props.reason !== null)
    return (
      <div className="absence">
        <p className="absence__given">{t('activityPage.absence.given', { reason: props.reason })}</p>
        <button type="button" className="btn" disabled={props.busy} onClick={() => void props.onRevoke()}>
          {t('activityPage.absence.revoke')}
        </button>
      </div>
    );
  if (!open)
    return (
      <button type="button" className="btn absence__open" onClick={() => setOpen(true)}>
        {t('activityPage.absence.open')}
      </button>
    );
  return (
    <form
      className="absence"
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim()) void props.onSubmit(text.trim()).then(() => setOpen(false));
      }}
    >
      <label htmlFor={id}>{t('activityPage.absence.label')}</label>
      <textarea id={id} value={text} maxLength={500} rows={3} required onChange={(e) => setText(e.target.value)} />
      <div className="absence__actions">
        <button type="submit" className="btn btn--primary" disabled={props.busy || !text.trim()}>
          {t('activityPage.absence.submit')}
        </button>
        <button type="button" className="btn" onClick={() => setOpen(false)}>
          {t('activityPage.absence.close')}
        </button>
      </div>
    </form>
  );
}
