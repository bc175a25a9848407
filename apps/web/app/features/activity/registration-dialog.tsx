import { Modal } from 'antd';
import { AntdProvider } from '../../components/antd-provider.tsx';
import antdCss from '../../styles/antd.generated.css?url';
import { RegistrationSlot } from './registration-slot.tsx';
import type { FormHostProps } from './form-host.ts';

/**
 * The dialog that holds the registration form; loaded only when a user opens it (antd stays off the
 * page). Its antd stylesheet comes with it, as the phone's sheet does it: React hoists the link and
 * holds the dialog until it has loaded, so the activity page does not wait for 40 KB of CSS it
 * does not use before its first paint (decision 059).
 */
export default function RegistrationDialog(props: FormHostProps) {
  return (
    <AntdProvider>
      <link rel="stylesheet" href={antdCss} precedence="default" />
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
