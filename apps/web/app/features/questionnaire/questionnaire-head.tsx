import { useTranslation } from 'react-i18next';
import type { QuestionnaireInfo } from '@roadshow/contracts/questionnaire';

/** Times as the console shows them: China time, minutes. */
export function chinaMinutes(iso: string) {
  return new Date(new Date(iso).getTime() + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
}

/** Title, window and phase of a questionnaire: the top of both viewer pages. */
export function QuestionnaireHead({ info }: { info: QuestionnaireInfo }) {
  const { t } = useTranslation();
  return (
    <header className="q-head">
      <h1 className="q-head__title">{info.title}</h1>
      <p className="q-head__meta">
        <span className={`q-phase q-phase--${info.phase}`}>{t(`questionnaire.phase.${info.phase}`)}</span>
        <span>
          {t('questionnaire.window', { start: chinaMinutes(info.startTime), end: chinaMinutes(info.endTime) })}
        </span>
      </p>
      {info.intro ? <p className="q-head__intro">{info.intro}</p> : null}
    </header>
  );
}
