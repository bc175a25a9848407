import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contract } from '@roadshow/contracts/calls/contract';
import type { DeskQuestion, LiveDesk } from '@roadshow/contracts/live-desk';
import { activityIdParam, consoleLoad } from '../../features/console/console-load.server.ts';
import { chinaClock, chinaTime } from '../../features/console/format-time.ts';
import { LiveControlCard } from '../../features/console/live-desk/live-control-card.tsx';
import { LiveFilesCard } from '../../features/console/live-desk/live-files-card.tsx';
import { QaDeskCard } from '../../features/console/live-desk/qa-desk-card.tsx';
import { useDeskEvents } from '../../features/console/live-desk/use-desk-events.ts';
import { useConsole } from '../../features/console/use-console.ts';
import { serverApi } from '../../lib/api.server.ts';
import { langFromRequest, withLang } from '../../lib/lang.ts';
import type { Route } from './+types/live';
import '../../features/console/live-desk/live-desk.css';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const activityId = activityIdParam(params);
  const api = serverApi(context, langFromRequest(request));
  return consoleLoad(async () => ({
    desk: await api.call(contract.console.getLiveDesk, { activityId }),
    // When the desk was read, so the browser hydrates the time the server wrote (not its own clock).
    loadedAt: new Date().toISOString(),
  }));
}

const clock = () => chinaClock(new Date().toISOString());

/**
 * The console's live page (decision 043): webcast control, files and posters, the Q&A desk with its
 * review chain, and the IR activity record. Every change reaches the viewers' rooms over the event
 * stream; the desk hears of new questions and other members' steps over its own stream (decision 063),
 * and refetches every few seconds only while that stream is down.
 */
export default function ConsoleLive({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const cs = useConsole();
  const [desk, setDesk] = useState<LiveDesk>(loaderData.desk);
  const [refreshedAt, setRefreshedAt] = useState(() => chinaClock(loaderData.loadedAt));
  const activityId = desk.activityId;

  useEffect(() => setDesk(loaderData.desk), [loaderData.desk]);

  // One refetch at a time; events arriving meanwhile ask for one more after it (a burst → two calls).
  const inFlight = useRef<Promise<void> | null>(null);
  const again = useRef(false);
  const refresh = useCallback(() => {
    if (inFlight.current) {
      again.current = true;
      return;
    }
    inFlight.current = (async () => {
      do {
        again.current = false;
        try {
          setDesk(await cs.api().call(contract.console.getLiveDesk, { activityId }));
          setRefreshedAt(clock());
        } catch {
          // The next event or poll tries again; the page keeps what it shows.
        }
      } while (again.current);
      inFlight.current = null;
    })();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [activityId, cs.lang]);

  const { pushed } = useDeskEvents({ activityId, lang: cs.lang, onChange: refresh });

  const replaceQuestion = (question: DeskQuestion) =>
    setDesk((current) => ({
      ...current,
      questions: current.questions.map((q) => (q.questionId === question.questionId ? question : q)),
    }));

  return (
    <section className="console-page live-desk">
      <title>{`${t('console.live.title')} · ${desk.title} · ${t('console.title')}`}</title>
      <div className="console-page__head">
        <h2 className="console-page__title">
          {t('console.live.title')} · {desk.title}
        </h2>
        <span className="console-page__sub">
          {t('console.live.schedule', { start: chinaTime(desk.startAt), end: chinaTime(desk.endAt) })}
        </span>
        <a
          className="console-button"
          href={withLang(`/tab/activityIndex?activityId=${activityId}#live-room`, cs.lang)}
          target="_blank"
          rel="noreferrer"
        >
          {t('console.live.openRoom')}
        </a>
      </div>
      <div className="live-desk__grid">
        <LiveControlCard desk={desk} onChange={setDesk} />
        <LiveFilesCard desk={desk} onChange={(files) => setDesk((current) => ({ ...current, files }))} />
      </div>
      {desk.hasRoom ? (
        <QaDeskCard desk={desk} refreshedAt={refreshedAt} pushed={pushed} onQuestion={replaceQuestion} />
      ) : null}
      {cs.may('live.record') ? (
        <section className="live-desk__card" aria-labelledby="live-record-title">
          <h3 id="live-record-title" className="live-desk__heading">
            {t('console.live.record.title')}
          </h3>
          <p className="console-page__sub">{t('console.live.record.help')}</p>
          <a
            className="console-button console-button--primary"
            href={`/roadshow/console/exportIrRecord?${new URLSearchParams({ activityId: String(activityId), lang: cs.lang })}`}
            download
          >
            {t('console.live.record.download')}
          </a>
        </section>
      ) : null}
    </section>
  );
}
