import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RegistrationForm } from '@roadshow/contracts/registration-form';
import { AntdProvider } from '../../components/antd-provider.tsx';
import { RegistrationSlot } from './registration-slot.tsx';

/** The dialog that holds the registration form; loaded only when a user opens it (antd stays off the page). */
export default function RegistrationDialog(props: {
  activityId: number;
  title: string;
  onSubmit: (form: RegistrationForm) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <AntdProvider>
      <Modal open title={props.title} onCancel={props.onClose} footer={null} destroyOnHidden>
        <RegistrationSlot
          activityId={props.activityId}
          onSubmit={props.onSubmit}
          onCancel={props.onClose}
          placeholder={t('activityPage.formComing')}
        />
      </Modal>
    </AntdProvider>
  );
}
