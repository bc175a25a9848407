import { Form, Modal, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A dialog that changes one row (a slot, a quiet period). Mounted per opening with its own form, so
 * it always starts from the row it was opened for: a form instance kept across openings would keep
 * the last row's values over the next one's initial values. `onSave` answers whether it was saved
 * (a refusal marks the fields in `form`); the dialog then closes.
 */
export function EditDialog<Values extends object>({
  title,
  name,
  initialValues,
  onSave,
  onClose,
  children,
}: {
  title: string;
  name: string;
  initialValues: Values;
  onSave: (values: Values, form: FormInstance<Values>) => Promise<boolean>;
  onClose: () => void;
  children: (form: FormInstance<Values>) => ReactNode;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  return (
    <Modal
      open
      title={title}
      okText={t('console.visits.saveChanges')}
      cancelText={t('console.visits.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form<Values>
        form={form}
        name={name}
        layout="vertical"
        initialValues={initialValues}
        onFinish={async (values) => {
          // Fields shown fixed (disabled) still count: the saved row keeps them.
          if (await onSave({ ...initialValues, ...values }, form)) onClose();
        }}
      >
        {children(form)}
      </Form>
    </Modal>
  );
}
