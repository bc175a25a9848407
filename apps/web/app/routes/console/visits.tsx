import { Button, Form, Input, Modal, Popconfirm, Select, Space, Table, type FormInstance } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useRevalidator } from 'react-router';
import { contract } from '@roadshow/contracts/calls/contract';
import {
  BOOKING_STATES,
  QUIET_DAYS_DEFAULT,
  VISIT_REASON_MAX,
  type Booking,
  type ConsoleSlot,
  type QuietPeriod,
} from '@roadshow/contracts/visit';
import { showToast } from '../../components/toast.tsx';
import { EditDialog } from '../../features/visit-desk/edit-dialog.tsx';
import { QuietFields, quietFormValues, type QuietForm } from '../../features/visit-desk/quiet-fields.tsx';
import { SlotFields, slotFormValues, type SlotForm } from '../../features/visit-desk/slot-fields.tsx';
import '../../features/visit-desk/visit-desk.css';
import { companyParam, consoleLoad } from '../../features/console/console-load.server.ts';
import { useConsole } from '../../features/console/use-console.ts';
import { serverApi } from '../../lib/api.server.ts';
import { ApiError } from '../../lib/api-client.ts';
import { langFromRequest } from '../../lib/lang.ts';
import type { Route } from './+types/visits';

export async function loader({ request, context }: Route.LoaderArgs) {
  const companyId = companyParam(request);
  const stateParam = new URL(request.url).searchParams.get('state');
  const state = (BOOKING_STATES as readonly string[]).includes(stateParam ?? '')
    ? (stateParam as Booking['state'])
    : undefined;
  if (companyId === null) return { overview: { today: '', slots: [], quietPeriods: [] }, bookings: [], state };
  const api = serverApi(context, langFromRequest(request));
  return consoleLoad(async () => {
    const [overview, list] = await Promise.all([
      api.call(contract.visitConsole.getVisitOverview, { companyId }),
      api.call(contract.visitConsole.listVisitBookings, { companyId, ...(state ? { state } : {}) }),
    ]);
    return { overview, bookings: list.bookings, state };
  });
}

/** Decision 052: the company's research-booking desk — open slots, quiet periods, and the bookings to decide. */
export default function ConsoleVisits({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const cs = useConsole();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [slotForm] = Form.useForm<SlotForm>();
  const [quietForm] = Form.useForm<QuietForm>();
  const [declining, setDeclining] = useState<Booking | null>(null);
  const [reason, setReason] = useState('');
  const [editingSlot, setEditingSlot] = useState<ConsoleSlot | null>(null);
  const [editingQuiet, setEditingQuiet] = useState<QuietPeriod | null>(null);
  const { overview, bookings } = loaderData;
  const mode = Form.useWatch('mode', slotForm);
  /** The day a booking is for; one past today can no longer be confirmed, only declined (decision 081). */
  const dayPassed = (b: Booking) => (b.slot?.day ?? b.preferredDay ?? overview.today) < overview.today;

  /** Runs a call; a refusal naming fields marks them in the form, any other shows a toast. */
  const run = async (work: () => Promise<unknown>, done: string, form?: ReturnType<typeof Form.useForm>[0]) => {
    try {
      await work();
      showToast(done, 'info');
      await revalidator.revalidate();
      return true;
    } catch (error) {
      if (error instanceof ApiError && form && error.fields.length > 0)
        form.setFields(
          error.fields.map((field) => ({
            name: field.path.replace(/^body\./, '').split('.'),
            errors: [field.message],
          })),
        );
      showToast(error instanceof ApiError ? error.message : String(error), 'error');
      return false;
    }
  };
  const api = () => cs.api();
  const modeLabel = (value: string) => t(`visitBooking.mode.${value}`);

  const saveSlot = async (values: SlotForm) => {
    if (
      await run(
        () => api().call(contract.visitConsole.saveVisitSlot, { companyId: cs.companyId, ...values }),
        t('console.visits.slotSaved'),
        slotForm as never,
      )
    )
      slotForm.resetFields(['day', 'host', 'note', 'meetingUrl']);
  };
  // Changing a slot or a quiet period: the same call with its id (its dialog closes once saved).
  const updateSlot = (slot: ConsoleSlot, values: SlotForm, form: FormInstance<SlotForm>) =>
    run(
      () =>
        api().call(contract.visitConsole.saveVisitSlot, { companyId: cs.companyId, slotId: slot.slotId, ...values }),
      t('console.visits.slotSaved'),
      form as never,
    );
  const updateQuiet = (period: QuietPeriod, values: QuietForm, form: FormInstance<QuietForm>) =>
    run(
      () =>
        api().call(contract.visitConsole.saveQuietPeriod, {
          companyId: cs.companyId,
          periodId: period.periodId,
          ...values,
        }),
      t('console.visits.quietSaved'),
      form as never,
    );
  const saveQuiet = async (values: QuietForm) => {
    if (
      await run(
        () => api().call(contract.visitConsole.saveQuietPeriod, { companyId: cs.companyId, ...values }),
        t('console.visits.quietSaved'),
        quietForm as never,
      )
    )
      quietForm.resetFields(['reportDay']);
  };
  const decide = (booking: Booking, decision: 'confirm' | 'decline', why?: string) =>
    run(
      () =>
        api().call(contract.visitConsole.decideVisitBooking, {
          companyId: cs.companyId,
          bookingId: booking.bookingId,
          decision,
          ...(why ? { reason: why } : {}),
        }),
      decision === 'confirm' ? t('console.visits.confirmed') : t('console.visits.declined'),
    );

  return (
    <section className="console-page">
      <title>{`${t('console.visits.title')} · ${t('console.title')}`}</title>
      <div className="console-page__head">
        <h2 className="console-page__title">{t('console.visits.title')}</h2>
        <span className="console-page__sub">{t('console.visits.today', { day: overview.today })}</span>
        {cs.may('visit.checkIn') ? (
          <Link className="console-button console-button--primary" to={cs.href('/console/visits/checkIn')}>
            {t('console.visits.checkInLink')}
          </Link>
        ) : null}
      </div>

      <h3 className="console-section-title">{t('console.visits.bookings')}</h3>
      <Space className="console-filters">
        <label htmlFor="visit-state">{t('console.visits.filterState')}</label>
        <Select
          id="visit-state"
          style={{ width: 160 }}
          value={loaderData.state ?? ''}
          options={[
            { value: '', label: t('console.visits.allStates') },
            ...BOOKING_STATES.map((value) => ({ value, label: t(`visitBooking.state.${value}`) })),
          ]}
          onChange={(value: string) => void navigate(cs.href('/console/visits', value ? { state: value } : {}))}
        />
      </Space>
      <Table<Booking>
        rowKey="bookingId"
        dataSource={bookings}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={{ emptyText: t('console.visits.noBookings') }}
        columns={[
          {
            title: t('console.visits.colWhen'),
            key: 'when',
            render: (_, b) =>
              b.slot
                ? `${b.slot.day} ${b.slot.startTime}–${b.slot.endTime}`
                : `${b.preferredDay ?? ''} (${t('visitBooking.type.06')})`,
          },
          {
            title: t('console.visits.colType'),
            key: 'type',
            render: (_, b) => t(`visitBooking.type.${b.bookingType}`),
          },
          {
            title: t('console.visits.colWho'),
            key: 'who',
            render: (_, b) => (
              <>
                <div>{b.organization ?? t('visitBooking.form.individual')}</div>
                <div className="console-muted">
                  {b.attendees
                    .map((a) => `${a.name} · ${a.position}${a.certificateNumber ? ` · ${a.certificateNumber}` : ''}`)
                    .join('; ')}
                </div>
                <div className="console-muted">
                  {b.mobile}
                  {b.email ? ` · ${b.email}` : ''}
                </div>
              </>
            ),
          },
          { title: t('console.visits.colTopics'), key: 'topics', render: (_, b) => b.topics ?? '' },
          {
            title: t('console.visits.colState'),
            key: 'state',
            render: (_, b) => (
              <>
                <span className={`visit-desk-tag visit-desk-tag--${b.state}`}>
                  {t(`visitBooking.state.${b.state}`)}
                </span>
                {b.declineReason ? <div className="console-muted">{b.declineReason}</div> : null}
              </>
            ),
          },
          {
            title: t('console.visits.colActions'),
            key: 'actions',
            render: (_, b) =>
              b.state === 'submitted' && cs.may('visit.decide') ? (
                <Space wrap>
                  {dayPassed(b) ? (
                    <span className="console-muted">{t('console.visits.dayPassed')}</span>
                  ) : (
                    <Popconfirm
                      title={t('console.visits.confirmSure')}
                      onConfirm={() => void decide(b, 'confirm')}
                      okText={t('console.visits.confirm')}
                      cancelText={t('console.visits.cancel')}
                    >
                      <Button type="primary" size="small">
                        {t('console.visits.confirm')}
                      </Button>
                    </Popconfirm>
                  )}
                  <Button size="small" onClick={() => setDeclining(b)}>
                    {t('console.visits.decline')}
                  </Button>
                </Space>
              ) : null,
          },
        ]}
      />
      <Modal
        open={declining !== null}
        title={t('console.visits.declineTitle')}
        okText={t('console.visits.decline')}
        cancelText={t('console.visits.cancel')}
        okButtonProps={{ danger: true, disabled: reason.trim() === '' }}
        onCancel={() => setDeclining(null)}
        onOk={async () => {
          if (declining && (await decide(declining, 'decline', reason.trim()))) {
            setDeclining(null);
            setReason('');
          }
        }}
      >
        <label htmlFor="decline-reason">{t('console.visits.reason')}</label>
        <Input.TextArea
          id="decline-reason"
          rows={3}
          maxLength={VISIT_REASON_MAX}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </Modal>

      <h3 className="console-section-title">{t('console.visits.slots')}</h3>
      {cs.may('visit.edit') ? (
        <Form<SlotForm>
          form={slotForm}
          layout="inline"
          className="console-filters"
          initialValues={{ mode: 'onsite', startTime: '09:30', endTime: '11:00', capacity: 8 }}
          onFinish={(values) => void saveSlot(values)}
        >
          <SlotFields mode={mode} today={overview.today} />
          <Button type="primary" htmlType="submit">
            {t('console.visits.addSlot')}
          </Button>
        </Form>
      ) : null}
      <Table<ConsoleSlot>
        rowKey="slotId"
        dataSource={overview.slots}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={{ emptyText: t('visitBooking.noSlots') }}
        columns={[
          { title: t('console.visits.day'), key: 'day', render: (_, s) => `${s.day} ${s.startTime}–${s.endTime}` },
          {
            title: t('console.visits.mode'),
            key: 'mode',
            render: (_, s) => (
              <>
                {`${modeLabel(s.mode)}${s.host ? ` · ${s.host}` : ''}`}
                {s.meetingUrl ? (
                  <>
                    {' · '}
                    <a href={s.meetingUrl} target="_blank" rel="noreferrer noopener">
                      {t('console.visits.meetingLink')}
                    </a>
                  </>
                ) : null}
              </>
            ),
          },
          {
            title: t('console.visits.places'),
            key: 'places',
            render: (_, s) => t('console.visits.placesValue', { booked: s.booked, capacity: s.capacity }),
          },
          {
            title: t('console.visits.quiet'),
            key: 'quiet',
            render: (_, s) =>
              s.quiet ? (
                <span className="visit-desk-tag visit-desk-tag--quiet">
                  {t('visitBooking.quietShort', {
                    day: s.quiet.reportDay,
                    report: t(`visitBooking.report.${s.quiet.reportKind}`),
                  })}
                </span>
              ) : null,
          },
          {
            title: t('console.visits.colActions'),
            key: 'actions',
            render: (_, s) =>
              cs.may('visit.edit') ? (
                <Space wrap>
                  <Button
                    size="small"
                    onClick={() => setEditingSlot(s)}
                    aria-label={t('console.visits.editSlotOf', { when: `${s.day} ${s.startTime}–${s.endTime}` })}
                  >
                    {t('console.visits.edit')}
                  </Button>
                  {s.booked === 0 ? (
                    <DeleteButton
                      onConfirm={() =>
                        run(
                          () =>
                            api().call(contract.visitConsole.deleteVisitSlot, {
                              companyId: cs.companyId,
                              slotId: s.slotId,
                            }),
                          t('console.visits.deleted'),
                        )
                      }
                    />
                  ) : null}
                </Space>
              ) : null,
          },
        ]}
      />

      <h3 className="console-section-title">{t('console.visits.quietPeriods')}</h3>
      <p className="console-muted">{t('console.visits.quietHelp')}</p>
      {cs.may('visit.edit') ? (
        <Form<QuietForm>
          form={quietForm}
          layout="inline"
          className="console-filters"
          initialValues={{ reportKind: 'annual', daysBefore: QUIET_DAYS_DEFAULT, modes: ['onsite', 'sellSide'] }}
          onFinish={(values) => void saveQuiet(values)}
        >
          <QuietFields />
          <Button type="primary" htmlType="submit">
            {t('console.visits.addQuiet')}
          </Button>
        </Form>
      ) : null}
      <Table<QuietPeriod>
        rowKey="periodId"
        dataSource={overview.quietPeriods}
        pagination={false}
        locale={{ emptyText: t('console.visits.noQuiet') }}
        columns={[
          {
            title: t('console.visits.reportKind'),
            key: 'kind',
            render: (_, p) => t(`visitBooking.report.${p.reportKind}`),
          },
          { title: t('console.visits.quietDays'), key: 'days', render: (_, p) => `${p.from} – ${p.reportDay}` },
          { title: t('console.visits.modes'), key: 'modes', render: (_, p) => p.modes.map(modeLabel).join(', ') },
          {
            title: t('console.visits.colActions'),
            key: 'actions',
            render: (_, p) =>
              cs.may('visit.edit') ? (
                <Space wrap>
                  <Button
                    size="small"
                    onClick={() => setEditingQuiet(p)}
                    aria-label={t('console.visits.editQuietOf', { from: p.from, to: p.reportDay })}
                  >
                    {t('console.visits.edit')}
                  </Button>
                  <DeleteButton
                    onConfirm={() =>
                      run(
                        () =>
                          api().call(contract.visitConsole.deleteQuietPeriod, {
                            companyId: cs.companyId,
                            periodId: p.periodId,
                          }),
                        t('console.visits.deleted'),
                      )
                    }
                  />
                </Space>
              ) : null,
          },
        ]}
      />

      {editingSlot ? (
        <EditDialog<SlotForm>
          key={`slot-${editingSlot.slotId}`}
          title={t('console.visits.editSlot')}
          name="slotEdit"
          initialValues={slotFormValues(editingSlot)}
          onSave={(values, form) => updateSlot(editingSlot, values, form)}
          onClose={() => setEditingSlot(null)}
        >
          {(form) => <EditedSlotFields form={form} slot={editingSlot} today={overview.today} />}
        </EditDialog>
      ) : null}
      {editingQuiet ? (
        <EditDialog<QuietForm>
          key={`quiet-${editingQuiet.periodId}`}
          title={t('console.visits.editQuiet')}
          name="quietEdit"
          initialValues={quietFormValues(editingQuiet)}
          onSave={(values, form) => updateQuiet(editingQuiet, values, form)}
          onClose={() => setEditingQuiet(null)}
        >
          {() => <QuietFields />}
        </EditDialog>
      ) : null}
    </section>
  );
}

/** A slot's fields in its edit dialog: the sell-side and online fields follow the kind chosen there. */
function EditedSlotFields({ form, slot, today }: { form: FormInstance<SlotForm>; slot: ConsoleSlot; today: string }) {
  const mode = Form.useWatch('mode', form);
  return <SlotFields mode={mode ?? slot.mode} today={today} booked={slot.booked} />;
}

/** A small "Delete" button that asks first; the slot and quiet-period tables share it. */
function DeleteButton({ onConfirm }: { onConfirm: () => Promise<unknown> }) {
  const { t } = useTranslation();
  return (
    <Popconfirm
      title={t('console.visits.deleteSure')}
      okText={t('console.visits.delete')}
      cancelText={t('console.visits.cancel')}
      onConfirm={() => void onConfirm()}
    >
      <Button size="small">{t('console.visits.delete')}</Button>
    </Popconfirm>
  );
}
