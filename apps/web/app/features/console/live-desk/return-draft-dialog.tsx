import { Button, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { RETURN_REASON_MAX_LENGTH, type DeskQuestion } from '@roadshow/contracts/live-desk';

/**
 * The approver's "send back" (decision 074): the sensitive draft returns to its drafter with a
 * reason, which the desk then shows under the question; the drafter answers again.
 */
export function ReturnDraftDialog({
  question,
  busy,
  onCancel,
  onReturn,
}: {
  question: DeskQuestion;
  busy: boolean;
  onCancel: () => void;
  onReturn: (reason: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (values) await onReturn(values.reason.trim());
  };
  return (
    <Modal
      open
      title={t('console.live.desk.returnDraft.title')}
      onCancel={onCancel}
      footer={[
        <Button key="cancel" onClick={onCancel}>
          {t('console.live.desk.cancel')}
        </Button>,
        <Button key="return" type="primary" danger loading={busy} onClick={() => void submit()}>
          {t('console.live.desk.returnDraft.submit')}
        </Button>,
      ]}
    >
      <Form form={form} layout="vertical">
        <p className="live-desk__text">{question.text}</p>
        <p className="live-desk__draft">
          {t('console.live.desk.draft')}: {question.draft?.text}
        </p>
        <p className="console-page__sub">{t('console.live.desk.returnDraft.help')}</p>
        <Form.Item
          name="reason"
          label={t('console.live.desk.returnDraft.reason')}
          rules={[{ required: true, whitespace: true, message: t('console.live.desk.returnDraft.reasonRequired') }]}
        >
          <Input.TextArea rows={3} maxLength={RETURN_REASON_MAX_LENGTH} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
