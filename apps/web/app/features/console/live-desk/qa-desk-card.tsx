import { Button, Popconfirm, Radio, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contract } from '@roadshow/contracts/calls/contract';
import type { DeskQuestion, LiveDesk } from '@roadshow/contracts/live-desk';
import { showToast } from '../../../components/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { chinaTime } from '../format-time.ts';
import { useConsole } from '../use-console.ts';

import { AnswerEditor, type AnswerValues, type Editing } from './answer-editor.tsx';
import { ReturnDraftDialog } from './return-draft-dialog.tsx';

const STATE_COLORS = { open: 'gold', answered: 'green', hidden: 'default' } as const;
const DRAFT_COLORS = { draft: 'blue', review: 'orange', returned: 'red', published: 'green' } as const;

/**
 * The Q&A desk (decision 043): questions per guest; the secretary drafts, a sensitive draft goes to
 * an approver who edits or approves it; pins, hiding and barring an asker. The role decides which
 * buttons show; the API checks the same table.
 */
export function QaDeskCard({
  desk,
  refreshedAt,
  pushed,
  onQuestion,
}: {
  desk: LiveDesk;
  refreshedAt: string;
  /** New questions arrive over the desk's stream (else the page polls). */
  pushed: boolean;
  onQuestion: (question: DeskQuestion) => void;
}) {
  const { t } = useTranslation();
  const cs = useConsole();
  // A guest member answers in the name of their own speakers (decision 076): their tab comes first.
  const ownOnly = !cs.may('qa.draft') && cs.may('qa.draftOwn');
  const [guest, setGuest] = useState(ownOnly && desk.myGuestIds.length === 1 ? String(desk.myGuestIds[0]) : 'all');
  const mayDraft = (q: DeskQuestion) =>
    cs.may('qa.draft') || (ownOnly && q.guestId !== null && desk.myGuestIds.includes(q.guestId));
  const [editing, setEditing] = useState<Editing | null>(null);
  const [returning, setReturning] = useState<DeskQuestion | null>(null);
  const [busy, setBusy] = useState(false);
  const api = cs.api();
  const activityId = desk.activityId;

  const act = async (action: () => Promise<DeskQuestion>, done: string) => {
    setBusy(true);
    try {
      onQuestion(await action());
      showToast(done, 'info');
      return true;
    } catch (error) {
      showToast(error instanceof ApiError ? error.message : String(error), 'error');
      return false;
    } finally {
      setBusy(false);
    }
  };

  const openEditor = (mode: Editing['mode'], question: DeskQuestion) => setEditing({ mode, question });

  const saveAnswer = async ({ text, sensitive }: AnswerValues, publish: boolean) => {
    if (!editing) return;
    const { questionId } = editing.question;
    if (editing.mode === 'approve') {
      const ok = await act(
        () => api.call(contract.console.approveAnswer, { activityId, questionId, text }),
        t('console.live.desk.published'),
      );
      if (ok) setEditing(null);
      return;
    }
    const saved = await act(
      () => api.call(contract.console.draftAnswer, { activityId, questionId, text, sensitive }),
      sensitive ? t('console.live.desk.sentForApproval') : t('console.live.desk.drafted'),
    );
    if (saved && publish && !sensitive)
      await act(
        () => api.call(contract.console.publishAnswer, { activityId, questionId }),
        t('console.live.desk.published'),
      );
    if (saved) setEditing(null);
  };

  // The review chain's reject step (decision 074): the approver sends the draft back with a reason.
  const sendBack = async (reason: string) => {
    if (!returning) return;
    const ok = await act(
      () => api.call(contract.console.returnAnswer, { activityId, questionId: returning.questionId, reason }),
      t('console.live.desk.returnDraft.done'),
    );
    if (ok) setReturning(null);
  };

  const moderate = (question: DeskQuestion, action: 'hide' | 'pin' | 'unpin' | 'ban' | 'unban') =>
    act(
      () => api.call(contract.console.moderateQuestion, { activityId, questionId: question.questionId, action }),
      t('console.live.desk.moderated'),
    );

  const shown = guest === 'all' ? desk.questions : desk.questions.filter((q) => String(q.guestId) === guest);
  const waiting = (guestId?: number) =>
    desk.questions.filter((q) => q.state === 'open' && (guestId === undefined || q.guestId === guestId)).length;

  const actions = (q: DeskQuestion) => (
    <Space size={[0, 0]} wrap>
      {mayDraft(q) && q.state !== 'hidden' && q.draft?.state !== 'review' ? (
        <Button type="link" onClick={() => openEditor('answer', q)}>
          {t('console.live.desk.answer')}
        </Button>
      ) : null}
      {mayDraft(q) && q.draft?.state === 'draft' && q.state !== 'hidden' ? (
        <Button
          type="link"
          disabled={busy}
          onClick={() =>
            act(
              () => api.call(contract.console.publishAnswer, { activityId, questionId: q.questionId }),
              t('console.live.desk.published'),
            )
          }
        >
          {t('console.live.desk.publish')}
        </Button>
      ) : null}
      {cs.may('qa.approve') && q.draft?.state === 'review' && q.state !== 'hidden' ? (
        <>
          <Button type="link" onClick={() => openEditor('approve', q)}>
            {t('console.live.desk.approve')}
          </Button>
          <Button type="link" onClick={() => setReturning(q)}>
            {t('console.live.desk.returnDraft.button')}
          </Button>
        </>
      ) : null}
      {cs.may('qa.moderate') ? (
        <>
          <Button type="link" disabled={busy} onClick={() => moderate(q, q.pinned ? 'unpin' : 'pin')}>
            {q.pinned ? t('console.live.desk.unpin') : t('console.live.desk.pin')}
          </Button>
          {q.state !== 'hidden' ? (
            <Popconfirm title={t('console.live.desk.hideConfirm')} onConfirm={() => moderate(q, 'hide')}>
              <Button type="link">{t('console.live.desk.hide')}</Button>
            </Popconfirm>
          ) : null}
          {q.askerBanned ? (
            <Button type="link" disabled={busy} onClick={() => moderate(q, 'unban')}>
              {t('console.live.desk.unban')}
            </Button>
          ) : (
            <Popconfirm title={t('console.live.desk.banConfirm')} onConfirm={() => moderate(q, 'ban')}>
              <Button type="link">{t('console.live.desk.ban')}</Button>
            </Popconfirm>
          )}
        </>
      ) : null}
    </Space>
  );

  return (
    <section className="live-desk__card" aria-labelledby="live-qa-title">
      <div className="live-desk__head">
        <h3 id="live-qa-title" className="live-desk__heading">
          {t('console.live.desk.title')}
        </h3>
        <span className="console-page__sub" role="status">
          {t('console.live.desk.refreshed', { time: refreshedAt })} ·{' '}
          {t(pushed ? 'console.live.desk.channel.push' : 'console.live.desk.channel.poll')}
        </span>
      </div>
      {/* A filter of the table below, so a group of radio buttons: they wrap on a narrow screen,
          where tabs would hide the overflow in a "more" button that a tab list may not hold. */}
      <Radio.Group
        className="live-desk__guests"
        optionType="button"
        aria-label={t('console.live.desk.guestFilter')}
        value={guest}
        onChange={(event) => setGuest(String(event.target.value))}
        options={[
          // The count is of the questions still waiting for an answer, which the label says.
          {
            value: 'all',
            label: `${t('console.live.desk.all')} · ${t('console.live.desk.waitingCount', { count: waiting() })}`,
          },
          ...desk.guests.map((g) => ({
            value: String(g.guestId),
            label: `${g.name} · ${t('console.live.desk.waitingCount', { count: waiting(g.guestId) })}`,
          })),
        ]}
      />
      <Table<DeskQuestion>
        rowKey="questionId"
        dataSource={shown}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={{ emptyText: t('console.live.desk.empty') }}
        rowClassName={(q) => `live-desk__q live-desk__q--${q.state}`}
        columns={[
          {
            title: t('console.live.desk.colQuestion'),
            key: 'question',
            render: (_, q) => (
              <div className="live-desk__question">
                <div className="live-desk__meta">
                  {t('console.live.desk.to', { guest: q.guestName })} · {chinaTime(q.createdAt)}
                </div>
                <div className="live-desk__text">{q.text}</div>
                {q.answer ? <div className="live-desk__answer">{q.answer.text}</div> : null}
                {q.draft && q.draft.state !== 'published' ? (
                  <div className="live-desk__draft">
                    {t('console.live.desk.draft')}: {q.draft.text}
                  </div>
                ) : null}
                {q.draft?.state === 'returned' && q.draft.returnReason ? (
                  <div className="live-desk__returned">
                    {t('console.live.desk.returnDraft.returnedLine', { reason: q.draft.returnReason })}
                  </div>
                ) : null}
              </div>
            ),
          },
          {
            title: t('console.live.desk.colAsker'),
            key: 'asker',
            width: 120,
            render: (_, q) => q.askerName ?? t('console.live.desk.anonymous'),
          },
          { title: t('console.live.desk.colVotes'), key: 'votes', width: 80, render: (_, q) => q.upvotes },
          {
            title: t('console.live.desk.colState'),
            key: 'state',
            width: 150,
            render: (_, q) => (
              <Space size={[0, 4]} wrap>
                <Tag color={STATE_COLORS[q.state]}>{t(`console.live.desk.states.${q.state}`)}</Tag>
                {q.draft && q.draft.state !== 'published' ? (
                  <Tag color={DRAFT_COLORS[q.draft.state]}>{t(`console.live.desk.draftStates.${q.draft.state}`)}</Tag>
                ) : null}
                {q.pinned ? <Tag color="purple">{t('console.live.desk.pinned')}</Tag> : null}
                {q.askerBanned ? <Tag color="red">{t('console.live.desk.banned')}</Tag> : null}
              </Space>
            ),
          },
          { title: t('console.live.desk.colActions'), key: 'actions', width: 260, render: (_, q) => actions(q) },
        ]}
      />
      {returning ? (
        <ReturnDraftDialog
          key={returning.questionId}
          question={returning}
          busy={busy}
          onCancel={() => setReturning(null)}
          onReturn={sendBack}
        />
      ) : null}
      {editing ? (
        <AnswerEditor
          key={`${editing.mode}-${editing.question.questionId}`}
          editing={editing}
          busy={busy}
          onCancel={() => setEditing(null)}
          onSave={saveAnswer}
        />
      ) : null}
    </section>
  );
}
