import { Button, Checkbox, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ImageField } from './image-field.tsx';
import { useReadOnly } from './read-only.ts';

const LANGS = ['Zh', 'En', 'Tc'] as const;

/**
 * The guests of the form: name and title in three languages, photo, whether they take questions,
 * and which console member (role guest) is this speaker and drafts their answers (decision 076).
 */
export function GuestFields({ members }: { members: { userId: string; label: string }[] }) {
  const { t } = useTranslation();
  const readOnly = useReadOnly();
  return (
    <Form.List name="guests">
      {(items, { add, remove, move }) => (
        <div className="console-parts">
          {items.length === 0 ? <p className="console-form__zone">{t('consoleParts.noGuests')}</p> : null}
          {items.map((item, index) => (
            <fieldset key={item.key} className="console-parts__item" data-testid="guest">
              <legend>{t('consoleParts.guestN', { n: index + 1 })}</legend>
              <Form.Item name={[item.name, 'guestId']} hidden>
                <Input />
              </Form.Item>
              <div className="console-form__grid">
                {LANGS.map((suffix) => (
                  <Form.Item
                    key={suffix}
                    name={[item.name, `name${suffix}`]}
                    label={t(`consoleParts.guestName${suffix}`)}
                    rules={suffix === 'Zh' ? [{ required: true, message: t('console.form.required') }] : []}
                  >
                    <Input />
                  </Form.Item>
                ))}
                {LANGS.map((suffix) => (
                  <Form.Item
                    key={suffix}
                    name={[item.name, `title${suffix}`]}
                    label={t(`consoleParts.guestTitle${suffix}`)}
                  >
                    <Input />
                  </Form.Item>
                ))}
              </div>
              <Form.Item name={[item.name, 'avatarUrl']} label={t('consoleParts.guestPhoto')}>
                <ImageField size="photo" label={t('consoleParts.uploadPhoto', { n: index + 1 })} />
              </Form.Item>
              <Form.Item name={[item.name, 'answersQuestions']} valuePropName="checked">
                <Checkbox>{t('consoleParts.answersQuestions')}</Checkbox>
              </Form.Item>
              <Form.Item
                name={[item.name, 'memberUserId']}
                label={t('consoleMends.guestMember')}
                extra={t('consoleMends.guestMemberNote')}
              >
                <Select
                  allowClear
                  style={{ maxWidth: 320 }}
                  placeholder={t('consoleMends.guestMemberNone')}
                  options={members.map((member) => ({ value: member.userId, label: member.label }))}
                />
              </Form.Item>
              <div className="console-parts__buttons" hidden={readOnly}>
                <Button size="small" disabled={index === 0} onClick={() => move(index, index - 1)}>
                  {t('consoleParts.moveUp')}
                </Button>
                <Button size="small" danger onClick={() => remove(item.name)}>
                  {t('consoleParts.removeGuest', { n: index + 1 })}
                </Button>
              </div>
            </fieldset>
          ))}
          {readOnly ? null : (
            <Button onClick={() => add({ answersQuestions: true, titleZh: '' })}>{t('consoleParts.addGuest')}</Button>
          )}
        </div>
      )}
    </Form.List>
  );
}
