import { Button, Checkbox, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DeskQuestion } from '@roadshow/contracts/live-desk';

export type Editing = { mode: 'answer' | 'approve'; question: DeskQuestion };
export interface AnswerValues {
  text: string;
  sensitive: boolean;
}

/** The editor starts from the draft, or from the published answer when correcting one. */
const startingValues = (question: DeskQuestion): AnswerValues => ({
  text: question.draft?.state === 'published' ? (question.answer?.text ?? '') : (question.draft?.text ?? ''),
  sensitive: question.draft?.sensitive ?? false,
});

/**
 * The answer dialog: the secretary's draft (plain: save or save and publish; sensitive: send for
 * approval), or the approver's review (edit, approve and publish). Mounted per question, so its form
 * never carries another question's values.
 */
export function AnswerEditor({
  editing,
  busy,
  onCancel,
  onSave,
}: {
  editing: Editing;
  busy: boolean;
  onCancel: () => void;
  onSave: (values: AnswerValues, publish: boolean) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<AnswerValues>();
  const sensitive = Boolean(Form.useWatch('sensitive', form));
  const approve = editing.mode === 'approve';
  const save = async (publish: boolean) => {
    const values = await form.validateFields().catch(() => null);
    if (values) await onSave({ text: values.text, sensitive: Boolean(values.sensitive) }, publish);
  };
  const cancel = (
    <Button key="cancel" onClick={onCancel}>
      {t('console.live.desk.cancel')}
    </Button>
  );
  return (
    <Modal
      open
      title={
        approve
          ? t('console.live.desk.approveTitle')
          : t('console.live.desk.answerTitle', { guest: editing.question.guestName })
      }
      onCancel={onCancel}
      footer={
        approve
          ? [
              cancel,
              <Button key="approve" type="primary" loading={busy} onClick={() => save(true)}>
                {t('console.live.desk.approveAndPublish')}
              </Button>,
            ]
          : [
              cancel,
              <Button key="draft" loading={busy} onClick={() => save(false)}>
                {sensitive ? t('console.live.desk.sendForApproval') : t('console.live.desk.saveDraft')}
              </Button>,
              ...(sensitive
                ? []
                : [
                    <Button key="publish" type="primary" loading={busy} onClick={() => save(true)}>
                      {t('console.live.desk.saveAndPublish')}
                    </Button>,
                  ]),
            ]
      }
    >
      <Form form={form} layout="vertical" initialValues={startingValues(editing.question)}>
        <p className="live-desk__text">{editing.question.text}</p>
        {approve ? (
          <p className="console-page__sub">
            {t('console.live.desk.approveHelp', { who: editing.question.draft?.draftedBy ?? '' })}
          </p>
        ) : null}
        <Form.Item
          name="text"
          label={t('console.live.desk.answerText')}
          rules={[{ required: true, whitespace: true, message: t('console.live.desk.answerRequired') }]}
        >
          <Input.TextArea rows={5} maxLength={2000} showCount />
        </Form.Item>
        {approve ? null : (
          <Form.Item name="sensitive" valuePropName="checked">
            <Checkbox>{t('console.live.desk.sensitive')}</Checkbox>
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
