import { useTranslation } from 'react-i18next';
import type { LiveQuestion } from '@roadshow/contracts/live';

/** mm:ss (or h:mm:ss) of a replay offset, as the spec's time helper writes it. */
export function formatOffset(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const mmss = `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
  return h > 0 ? `${h}:${mmss}` : mmss;
}

/** Questions with their answers; user text is rendered as text, never as HTML. */
export function QuestionList(props: {
  questions: LiveQuestion[];
  empty: string;
  /** Answered list: upvotes; my list: delete. */
  onUpvote?: (question: LiveQuestion) => void;
  onDelete?: (question: LiveQuestion) => void;
  /** Replay: answers link to their moment in the recording. */
  onSeek?: (seconds: number) => void;
}) {
  const { t } = useTranslation();
  if (props.questions.length === 0) return <p className="live-qa__empty">{props.empty}</p>;
  return (
    <ol className="live-qa__list">
      {props.questions.map((q) => (
        <li key={q.questionId} className="live-qa__item" data-question-id={q.questionId}>
          <p className="live-qa__meta">
            {t('liveRoom.qa.askerLine', {
              asker: q.askerName ?? t('liveRoom.qa.anonymousAsker'),
              guest: q.guestName,
            })}
          </p>
          <p className="live-qa__text">{q.text}</p>
          {q.answer ? (
            <div className="live-qa__answer">
              <p>{q.answer.text}</p>
              {props.onSeek && q.answer.replayOffset !== null ? (
                <button type="button" className="live-qa__seek" onClick={() => props.onSeek!(q.answer!.replayOffset!)}>
                  {t('liveRoom.qa.seek', { time: formatOffset(q.answer.replayOffset) })}
                </button>
              ) : null}
            </div>
          ) : (
            <p className="live-qa__waiting">{t(q.state === 'hidden' ? 'liveRoom.qa.hidden' : 'liveRoom.qa.waiting')}</p>
          )}
          <div className="live-qa__actions">
            {props.onUpvote ? (
              <button
                type="button"
                className="live-qa__upvote"
                aria-pressed={q.upvoted}
                onClick={() => props.onUpvote!(q)}
              >
                {t('liveRoom.qa.upvote')} · {t('liveRoom.qa.votes', { count: q.upvotes })}
              </button>
            ) : null}
            {props.onDelete ? (
              <button type="button" className="live-qa__delete" onClick={() => props.onDelete!(q)}>
                {t('liveRoom.qa.delete')}
              </button>
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
