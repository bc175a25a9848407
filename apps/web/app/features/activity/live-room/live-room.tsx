import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useRevalidator } from 'react-router';
import { contract } from '@roadshow/contracts/calls/contract';
import { livePasswordStorageKey, type LiveQuestion, NEXT_TODOS } from '@roadshow/contracts/live';
import { identityUrl } from '../../../components/header/auth-links.tsx';
import { showToast } from '../../../components/toast.tsx';
import { ApiError, browserTransport, createApiClient } from '../../../lib/api-client.ts';
import { useLang, useRootData } from '../../../lib/lang.ts';
import { AskForm } from './ask-form.tsx';
import { LivePlayer, type PlayerHandle } from './live-player.tsx';
import type { PlayGrant } from './play-url-renewal.ts';
import { PasswordForm } from './password-form.tsx';
import { QuestionList } from './question-list.tsx';
import { QuestionnaireEntry } from '../questionnaire-entry.tsx';
import { useLiveEvents, type LiveEventHandler } from './use-live-events.ts';
import './live-room.css';

const calls = contract.interact;
type Todo = (typeof NEXT_TODOS)[number];
type Phase =
  | { kind: 'loading' }
  | { kind: 'todo'; todo: Todo }
  | { kind: 'password'; error: string | null }
  | { kind: 'message'; text: string }
  // Before the start (decision 035): no video yet, the Q&A panel says why questions wait.
  | { kind: 'preview' }
  // Nothing to show before the start: no way in yet, or the room has no interaction.
  | { kind: 'hidden' }
  | { kind: 'ready'; grant: PlayGrant; stream: 'live' | 'replay'; captionsUrl: string | null };
type AskStatus = { canAsk: boolean; reason: string | null; message: string | null };

interface Guest {
  guestId: number;
  name: string;
  title: string;
}
interface RoomFile {
  fileId: number;
  kind: 'file' | 'poster' | 'scene';
  name: string;
  url: string;
}

/**
 * The live room of an activity (decision 035): the meeting's gate and the live password first, then
 * the video, the viewer count, the Q&A panel and the room's files, kept current by Server-Sent
 * Events (polling when the stream cannot be held). The same component serves the desktop page and,
 * in one column, the H5 page.
 */
export function LiveRoom(props: { activityId: number; meetStatus: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const root = useRootData();
  const location = useLocation();
  const revalidator = useRevalidator();
  const api = useMemo(() => createApiClient(browserTransport, lang), [lang]);
  const { activityId } = props;
  // The meeting's status as the room last heard it (a `status` event runs ahead of the page's data).
  const [meetStatus, setMeetStatus] = useState(props.meetStatus);
  useEffect(() => setMeetStatus(props.meetStatus), [props.meetStatus]);
  const preview = meetStatus === '0';
  const mobile = root?.user?.mobile ?? '';
  const loggedIn = Boolean(root?.user);
  const storageKey = livePasswordStorageKey(activityId, mobile);

  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const [viewers, setViewers] = useState<number | null>(null);
  const [switches, setSwitches] = useState({ interactOpen: false, questionsOpen: false });
  const [guests, setGuests] = useState<Guest[]>([]);
  const [answered, setAnswered] = useState<LiveQuestion[]>([]);
  const [mine, setMine] = useState<LiveQuestion[]>([]);
  const [files, setFiles] = useState<RoomFile[]>([]);
  const [askStatus, setAskStatus] = useState<AskStatus | null>(null);
  const [sort, setSort] = useState<'votes' | 'time'>('votes');
  // One guest's queue (getQuestionsList's guestId), or every guest's answers.
  const [guestFilter, setGuestFilter] = useState<number | null>(null);
  const [tab, setTab] = useState<'answered' | 'mine'>('answered');
  // Bumped by the `questionnaire` event: the room's questionnaire link asks again (decision 046).
  const [questionnaireCheck, setQuestionnaireCheck] = useState(0);
  const player = useRef<PlayerHandle | null>(null);
  const sortRef = useRef(sort);
  sortRef.current = sort;
  const guestRef = useRef(guestFilter);
  guestRef.current = guestFilter;
  // The password the room was entered with, for renewing the play URL (decision 072).
  const passwordRef = useRef<string | undefined>(undefined);

  // Loads overlap (a live answer's event, then a change of sort): only the latest one's list is
  // shown, or a slow answer in the old order could land after the new one.
  const answeredLoad = useRef(0);
  const loadAnswered = useCallback(async () => {
    const load = ++answeredLoad.current;
    const { questionList } = await api.call(calls.getQuestionsList, {
      activityId,
      sort: sortRef.current,
      guestId: guestRef.current ?? undefined,
    });
    if (load === answeredLoad.current) setAnswered(questionList);
  }, [api, activityId]);
  // Why the ask form is not there, in the server's words (spec §8), or that it is.
  const loadAskStatus = useCallback(
    async () => setAskStatus(await api.call(calls.getUserAskAuthStatus, { activityId })),
    [api, activityId],
  );
  const loadMine = useCallback(async () => {
    if (loggedIn) setMine((await api.call(calls.getMyQuestions, { activityId })).questionList);
  }, [api, activityId, loggedIn]);
  const loadFiles = useCallback(
    async () => setFiles((await api.call(calls.getInteractFileListWeb, { activityId })).fileList),
    [api, activityId],
  );
  const loadRoom = useCallback(async () => {
    const [switchState, guestList, count] = await Promise.all([
      api.call(calls.getInteractSwitch, { activityId }),
      api.call(calls.getAskGuestList, { activityId }),
      api.call(calls.getOnlineCount, { activityId }),
    ]);
    setSwitches(switchState);
    setGuests(guestList.guestList);
    setViewers((known) => known ?? count.count);
    await Promise.all([loadAnswered(), loadMine(), loadFiles(), loadAskStatus()]);
  }, [api, activityId, loadAnswered, loadMine, loadFiles, loadAskStatus]);

  const play = useCallback(
    async (password?: string) => {
      try {
        const grant = await api.call(calls.getLivePlayUrl, { activityId, password });
        passwordRef.current = password;
        setPhase({
          kind: 'ready',
          grant: { url: grant.url, expiresAt: grant.expiresAt },
          stream: grant.kind,
          captionsUrl: grant.captionsUrl,
        });
        await loadRoom();
      } catch (error) {
        if (error instanceof ApiError && error.code === 'PASSWORD_ERROR') {
          localStorage.removeItem(storageKey);
          setPhase({ kind: 'password', error: password ? error.message : null });
        } else setPhase({ kind: 'message', text: error instanceof ApiError ? error.message : String(error) });
      }
    },
    [api, activityId, loadRoom, storageKey],
  );

  // A fresh play URL for the player, with the password the room was entered with.
  const renew = useCallback(async (): Promise<PlayGrant> => {
    const grant = await api.call(calls.getLivePlayUrl, { activityId, password: passwordRef.current });
    return { url: grant.url, expiresAt: grant.expiresAt };
  }, [api, activityId]);

  /** Before the start: the room shows only when its way in is open and it takes questions. */
  const enterPreview = useCallback(async () => {
    // One after the other: the switch is asked only of a viewer the gate lets in (no refused call).
    const { todo } = await api.call(calls.getNextToDo, { activityId });
    const switchState =
      todo === 'none' || todo === 'password' ? await api.call(calls.getInteractSwitch, { activityId }) : null;
    if (!switchState?.interactOpen) {
      setPhase({ kind: 'hidden' });
      return;
    }
    setPhase({ kind: 'preview' });
    await loadRoom();
  }, [api, activityId, loadRoom]);

  const enter = useCallback(async () => {
    setPhase((current) => (current.kind === 'hidden' ? current : { kind: 'loading' }));
    try {
      if (preview) return await enterPreview();
      const { todo } = await api.call(calls.getNextToDo, { activityId });
      if (todo === 'password') {
        const saved = localStorage.getItem(storageKey);
        if (saved) await play(saved);
        else setPhase({ kind: 'password', error: null });
      } else if (todo === 'none') await play();
      else setPhase({ kind: 'todo', todo });
    } catch (error) {
      if (preview) setPhase({ kind: 'hidden' });
      else setPhase({ kind: 'message', text: error instanceof ApiError ? error.message : String(error) });
    }
  }, [api, activityId, play, storageKey, preview, enterPreview]);

  useEffect(() => {
    void enter();
  }, [enter]);

  const submitPassword = async (password: string) => {
    try {
      await api.call(calls.checkLivePassword, { activityId, password });
      localStorage.setItem(storageKey, password);
      await play(password);
    } catch (error) {
      setPhase({ kind: 'password', error: error instanceof ApiError ? error.message : String(error) });
    }
  };

  const ready = phase.kind === 'ready';
  const open = ready || phase.kind === 'preview';
  const onEvent: LiveEventHandler = (name, data) => {
    const ignoreFailure = () => undefined;
    if (name === 'viewers') setViewers((data as { count: number }).count);
    else if (name === 'answer' || name === 'votes') void Promise.all([loadAnswered(), loadMine()]).catch(ignoreFailure);
    else if (name === 'interact') {
      setSwitches(data as typeof switches);
      void loadAskStatus().catch(ignoreFailure);
    } else if (name === 'files') void loadFiles().catch(ignoreFailure);
    else if (name === 'questionnaire') setQuestionnaireCheck((n) => n + 1);
    else if (name === 'status') {
      void revalidator.revalidate();
      const next = (data as { meetStatus: string }).meetStatus;
      setMeetStatus(next);
      // Leaving the preview changes `enter`, whose effect enters again; otherwise enter here.
      if ((next === '0') === preview) void enter();
    } else if (name === 'reset') void loadRoom().catch(ignoreFailure);
    // Barred by the desk or no longer admitted (decision 073): check the way in again.
    else if (name === 'revoked') void enter();
  };
  const { polling } = useLiveEvents({
    activityId,
    lang,
    enabled: open,
    onEvent,
    onPoll: () => {
      void loadRoom().catch(() => undefined);
      void api
        .call(calls.getOnlineCount, { activityId })
        .then((c) => setViewers(c.count))
        .catch(() => undefined);
    },
  });

  useEffect(() => {
    if (open) void loadAnswered().catch(() => undefined);
  }, [sort, guestFilter, open, loadAnswered]);

  const ask = async (input: { guestId: number; text: string; anonymous: boolean }) => {
    await api.call(calls.askQuestion, { activityId, ...input });
    showToast(t('liveRoom.qa.sent'));
    setTab('mine');
    await loadMine();
  };
  const upvote = async (question: LiveQuestion) => {
    try {
      await api.call(calls.upvoteQuestion, { activityId, questionId: question.questionId, up: !question.upvoted });
      await loadAnswered();
    } catch (error) {
      showToast(error instanceof ApiError ? error.message : String(error), 'error');
    }
  };
  const remove = async (question: LiveQuestion) => {
    try {
      await api.call(calls.deleteMyQuestion, { activityId, questionId: question.questionId });
      showToast(t('liveRoom.qa.deleted'));
      await Promise.all([loadMine(), loadAnswered()]);
    } catch (error) {
      showToast(error instanceof ApiError ? error.message : String(error), 'error');
    }
  };

  const loginHref = identityUrl(
    root?.config.identityUrl ?? '/identity',
    'login',
    `${root?.origin ?? ''}${location.pathname}${location.search}`,
    lang,
  );

  // Before the start the room appears only once it is known to have something to show.
  if (preview && (phase.kind === 'hidden' || phase.kind === 'loading')) return null;

  const qaPanel = switches.interactOpen ? (
    <aside className="live-qa" aria-labelledby="live-qa-title">
      <h3 id="live-qa-title">{t('liveRoom.qa.title')}</h3>
      {askStatus?.canAsk ? <AskForm guests={guests} onAsk={ask} /> : null}
      {askStatus && !askStatus.canAsk && askStatus.message ? (
        <div className="live-qa__closed" role="status" data-reason={askStatus.reason}>
          <p>{askStatus.message}</p>
          {askStatus.reason === 'UNAUTHORIZED' ? (
            <a className="btn btn--primary" href={loginHref}>
              {t('liveRoom.login')}
            </a>
          ) : null}
        </div>
      ) : null}
      <div className="live-qa__tabs" role="tablist">
        {(['answered', 'mine'] as const).map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            className="live-qa__tab"
            onClick={() => setTab(name)}
          >
            {t(`liveRoom.qa.${name}`)}
          </button>
        ))}
      </div>
      {tab === 'answered' ? (
        <div role="tabpanel">
          <div className="live-qa__filters">
            <label className="live-qa__sort">
              {t('liveRoom.qa.sortBy')}
              <select value={sort} onChange={(event) => setSort(event.target.value as 'votes' | 'time')}>
                <option value="votes">{t('liveRoom.qa.sortVotes')}</option>
                <option value="time">{t('liveRoom.qa.sortTime')}</option>
              </select>
            </label>
            {guests.length > 1 ? (
              // Labelled by its own text only (not wrapped): the guests' names stay out of its name.
              <div className="live-qa__sort">
                <label htmlFor="live-qa-guest-filter">{t('liveRoom.qa.guestFilter')}</label>
                <select
                  id="live-qa-guest-filter"
                  value={guestFilter ?? ''}
                  onChange={(event) => setGuestFilter(event.target.value ? Number(event.target.value) : null)}
                >
                  <option value="">{t('liveRoom.qa.allGuests')}</option>
                  {guests.map((g) => (
                    <option key={g.guestId} value={g.guestId}>
                      {g.name}
                    </option>
                  ))}
                </select>
              </div>
            ) : null}
          </div>
          <QuestionList
            questions={answered}
            empty={t(guestFilter === null ? 'liveRoom.qa.none' : 'liveRoom.qa.noneForGuest')}
            onUpvote={loggedIn ? (q) => void upvote(q) : undefined}
            onSeek={ready && phase.stream === 'replay' ? (seconds) => player.current?.seek(seconds) : undefined}
          />
        </div>
      ) : (
        <div role="tabpanel">
          <QuestionList questions={mine} empty={t('liveRoom.qa.noMine')} onDelete={(q) => void remove(q)} />
        </div>
      )}
    </aside>
  ) : null;

  return (
    <section id="live-room" className="live-room" aria-labelledby="live-room-title" tabIndex={-1}>
      <div className="live-room__head">
        <h2 id="live-room-title" className="section__title">
          {t('liveRoom.title')}
        </h2>
        {ready && viewers !== null ? (
          <span className="live-room__viewers" role="status" data-testid="viewer-count">
            {t('liveRoom.viewers', { count: viewers })}
          </span>
        ) : null}
      </div>
      {phase.kind === 'loading' ? <p className="live-room__note">{t('liveRoom.loading')}</p> : null}
      {phase.kind === 'todo' ? (
        <div className="live-room__note" role="status">
          <p>{t(`liveRoom.todo.${phase.todo}`)}</p>
          {phase.todo === 'login' ? (
            <a className="btn btn--primary" href={loginHref}>
              {t('liveRoom.login')}
            </a>
          ) : null}
        </div>
      ) : null}
      {phase.kind === 'message' ? (
        <div className="live-room__note" role="status">
          <p>{phase.text}</p>
          <button type="button" className="btn" onClick={() => void enter()}>
            {t('liveRoom.retry')}
          </button>
        </div>
      ) : null}
      {phase.kind === 'password' ? <PasswordForm error={phase.error} onSubmit={submitPassword} /> : null}
      {phase.kind === 'preview' ? (
        <div className="live-room__body">
          <div className="live-room__main">
            <p className="live-room__note live-room__waiting" role="status">
              {t('liveRoom.notStarted')}
            </p>
            {polling ? <p className="live-room__polling">{t('liveRoom.polling')}</p> : null}
          </div>
          {qaPanel}
        </div>
      ) : null}
      {phase.kind === 'ready' ? (
        <div className="live-room__body">
          <div className="live-room__main">
            <LivePlayer
              grant={phase.grant}
              kind={phase.stream}
              captionsUrl={phase.captionsUrl}
              renew={renew}
              onLost={() => void enter()}
              onReady={(handle) => (player.current = handle)}
            />
            {polling ? <p className="live-room__polling">{t('liveRoom.polling')}</p> : null}
            <QuestionnaireEntry activityId={activityId} refresh={questionnaireCheck} variant="room" />
            <section className="live-files" aria-labelledby="live-files-title">
              <h3 id="live-files-title">{t('liveRoom.files.title')}</h3>
              {files.length === 0 ? <p className="live-qa__empty">{t('liveRoom.files.none')}</p> : null}
              <ul className="live-files__list">
                {files.map((file) => (
                  <li key={file.fileId} className={`live-files__item live-files__item--${file.kind}`}>
                    {file.kind === 'poster' ? (
                      <img src={file.url} alt={file.name} loading="lazy" width={160} height={90} />
                    ) : null}
                    <a
                      href={file.url}
                      target="_blank"
                      rel="noreferrer"
                      aria-label={t('liveRoom.files.open', { name: file.name })}
                    >
                      {file.name}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          </div>
          {qaPanel}
        </div>
      ) : null}
    </section>
  );
}

/**
 * The room is shown while the meeting is live (1) and for its replay (2); before the start (0) it
 * shows itself once it knows the viewer may enter and it takes questions (the spec §8 line "the
 * event has not started and questions cannot be asked" lives there).
 */
export function hasRoom(meetStatus: string): boolean {
  return meetStatus === '0' || meetStatus === '1' || meetStatus === '2';
}
