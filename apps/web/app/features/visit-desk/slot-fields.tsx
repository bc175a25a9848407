import { Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { VISIT_MODES, type ConsoleSlot } from '@roadshow/contracts/visit';

export type SlotForm = {
  mode: ConsoleSlot['mode'];
  day: string;
  startTime: string;
  endTime: string;
  capacity: number;
  host?: string;
  note?: string;
  meetingUrl?: string;
};

/** A slot's values for its edit form (absent texts as undefined, as the add form leaves them). */
export const slotFormValues = (slot: ConsoleSlot): SlotForm => ({
  mode: slot.mode,
  day: slot.day,
  startTime: slot.startTime,
  endTime: slot.endTime,
  capacity: slot.capacity,
  host: slot.host ?? undefined,
  note: slot.note ?? undefined,
  meetingUrl: slot.meetingUrl ?? undefined,
});

/**
 * The fields of a slot, for opening one (inline form) and for changing one (the edit dialog). A slot
 * that holds bookings keeps its kind, day and times, and its places cannot go below those booked
 * (decision 052; the API refuses both under the slot's lock): those fields are shown fixed, with why.
 */
export function SlotFields({
  mode,
  today,
  booked = 0,
}: {
  mode: ConsoleSlot['mode'] | undefined;
  today: string;
  booked?: number;
}) {
  const { t } = useTranslation();
  const fixed = booked > 0;
  const required = { required: true, message: t('console.visits.required') };
  return (
    <>
      <Form.Item name="mode" label={t('console.visits.mode')} rules={[required]}>
        <Select
          style={{ width: 150 }}
          disabled={fixed}
          options={VISIT_MODES.map((value) => ({ value, label: t(`visitBooking.mode.${value}`) }))}
        />
      </Form.Item>
      <Form.Item name="day" label={t('console.visits.day')} rules={[required]}>
        <Input type="date" min={today} disabled={fixed} />
      </Form.Item>
      <Form.Item name="startTime" label={t('console.visits.start')} rules={[required]}>
        <Input type="time" disabled={fixed} />
      </Form.Item>
      <Form.Item name="endTime" label={t('console.visits.end')} rules={[required]}>
        <Input type="time" disabled={fixed} />
      </Form.Item>
      <Form.Item
        name="capacity"
        label={t('console.visits.capacity')}
        rules={[required]}
        extra={fixed ? t('console.visits.heldHint', { booked }) : undefined}
      >
        <InputNumber min={Math.max(1, booked)} max={500} />
      </Form.Item>
      {mode === 'sellSide' ? (
        <Form.Item name="host" label={t('console.visits.host')} rules={[required]}>
          <Input maxLength={100} />
        </Form.Item>
      ) : null}
      {mode === 'online' ? (
        <Form.Item
          name="meetingUrl"
          label={t('console.visits.meetingUrl')}
          tooltip={t('console.visits.meetingUrlHint')}
          rules={[{ type: 'url', message: t('console.visits.meetingUrlInvalid') }]}
        >
          <Input inputMode="url" maxLength={500} placeholder="https://" style={{ width: 240 }} />
        </Form.Item>
      ) : null}
      <Form.Item name="note" label={t('console.visits.note')}>
        <Input maxLength={200} />
      </Form.Item>
    </>
  );
}
