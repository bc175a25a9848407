import { Modal } from 'antd';
import { AntdProvider } from '../../components/antd-provider.tsx';
import { RegistrationSlot } from './registration-slot.tsx';
import type { FormHostProps } from './form-host.ts';

/** The dialog that holds the registration form; loaded only when a user opens it (antd stays off the page). */
export default function RegistrationDialog(props: FormHostProps) {
  return (
    <AntdProvider>
      <Modal
        open
        title={props.title}
        onCancel={props.onClose}
        footer={null}
        width={720}
        rootClassName="registration-dialog"
        destroyOnHidden
      >
        <RegistrationSlot activityId={props.activityId} userPhone={props.userPhone} onSubmit={props.onSubmit} />
      </Modal>
    </AntdProvider>
  );
}
