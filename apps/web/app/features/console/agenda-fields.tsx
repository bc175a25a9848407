import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useReadOnly } from './read-only.ts';

const LANGS = ['Zh', 'En', 'Tc'] as const;

/**
 * The agenda items: time (China time, like the rest of the form), title and speaker in three
 * languages. Who sees them follows the access mode, told by the visibility index 0–9 of spec §4.
 */
export function AgendaFields(props: { defaultTimes: () => { startAt: string; endAt: string } }) {
  const { t } = useTranslation();
  const required = [{ required: true, message: t('console.form.required') }];
  const readOnly = useReadOnly();
  return (
    <Form.List name="agenda">
      {(items, { add, remove }) => (
        <div className="console-parts">
          <p className="console-form__zone">{t('consoleParts.agendaVisibility')}</p>
          {items.map((item, index) => (
            <fieldset key={item.key} className="console-parts__item" data-testid="agenda-item">
              <legend>{t('consoleParts.agendaN', { n: index + 1 })}</legend>
              <div className="console-form__grid">
                <Form.Item name={[item.name, 'startAt']} label={t('consoleParts.agendaStart')} rules={required}>
                  <Input type="datetime-local" />
                </Form.Item>
                <Form.Item name={[item.name, 'endAt']} label={t('consoleParts.agendaEnd')} rules={required}>
                  <Input type="datetime-local" />
                </Form.Item>
                <span />
                {LANGS.map((suffix) => (
                  <Form.Item
                    key={suffix}
                    name={[item.name, `title${suffix}`]}
                    label={t(`consoleParts.agendaTitle${suffix}`)}
                    rules={suffix === 'Zh' ? required : []}
                  >
                    <Input />
                  </Form.Item>
                ))}
                {LANGS.map((suffix) => (
                  <Form.Item
                    key={suffix}
                    name={[item.name, `speaker${suffix}`]}
                    label={t(`consoleParts.agendaSpeaker${suffix}`)}
                  >
                    <Input />
                  </Form.Item>
                ))}
              </div>
              {readOnly ? null : (
                <Button size="small" danger onClick={() => remove(item.name)}>
                  {t('consoleParts.removeAgenda', { n: index + 1 })}
                </Button>
              )}
            </fieldset>
          ))}
          {readOnly ? null : <Button onClick={() => add(props.defaultTimes())}>{t('consoleParts.addAgenda')}</Button>}
        </div>
      )}
    </Form.List>
  );
}
