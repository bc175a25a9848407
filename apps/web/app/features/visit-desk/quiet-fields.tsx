import { Checkbox, Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { REPORT_KINDS, VISIT_MODES, type QuietPeriod } from '@roadshow/contracts/visit';

export type QuietForm = {
  reportKind: QuietPeriod['reportKind'];
  reportDay: string;
  daysBefore: number;
  modes: QuietPeriod['modes'];
};

export const quietFormValues = (period: QuietPeriod): QuietForm => ({
  reportKind: period.reportKind,
  reportDay: period.reportDay,
  daysBefore: period.daysBefore,
  modes: period.modes,
});

/** The fields of a quiet period, for adding one (inline form) and changing one (the edit dialog). */
export function QuietFields() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="reportKind" label={t('console.visits.reportKind')} rules={[{ required: true }]}>
        <Select
          style={{ width: 150 }}
          options={REPORT_KINDS.map((value) => ({ value, label: t(`visitBooking.report.${value}`) }))}
        />
      </Form.Item>
      <Form.Item
        name="reportDay"
        label={t('console.visits.reportDay')}
        rules={[{ required: true, message: t('console.visits.required') }]}
      >
        <Input type="date" />
      </Form.Item>
      <Form.Item name="daysBefore" label={t('console.visits.daysBefore')} rules={[{ required: true }]}>
        <InputNumber min={0} max={120} />
      </Form.Item>
      {/* A validator, not `required`: antd would put aria-required on the group's div (axe: not allowed there). */}
      <Form.Item
        name="modes"
        label={t('console.visits.modes')}
        rules={[
          {
            validator: (_, value?: string[]) =>
              value && value.length > 0 ? Promise.resolve() : Promise.reject(new Error(t('console.visits.required'))),
          },
        ]}
      >
        <Checkbox.Group options={VISIT_MODES.map((value) => ({ value, label: t(`visitBooking.mode.${value}`) }))} />
      </Form.Item>
    </>
  );
}
