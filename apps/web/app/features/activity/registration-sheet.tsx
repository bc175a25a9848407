import Popup from 'antd-mobile/es/components/popup';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AntdProvider } from '../../components/antd-provider.tsx';
import { MobileProvider } from '../../components/mobile-provider.tsx';
import antdCss from '../../styles/antd.generated.css?url';
import { RegistrationSlot } from './registration-slot.tsx';
import type { FormHostProps } from './form-host.ts';

/**
 * The registration form on a phone (/h5/activity): the same slot as the desktop dialog, in a bottom
 * sheet. Loaded only when a user opens it; the form's antd stylesheet comes with it (React hoists the
 * link and holds the sheet until it has loaded), so the page itself stays light.
 */
export default function RegistrationSheet(props: FormHostProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // Focus moves into the sheet and back to the button that opened it.
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    heading.current?.focus();
    return () => opener?.focus();
  }, []);
  return (
    <MobileProvider>
      <link rel="stylesheet" href={antdCss} precedence="default" />
      <Popup
        visible
        onMaskClick={props.onClose}
        onClose={props.onClose}
        destroyOnClose
        bodyClassName="registration-sheet"
      >
        <div
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          className="registration-sheet__inner"
          onKeyDown={(event) => {
            if (event.key === 'Escape') props.onClose();
          }}
        >
          <div className="registration-sheet__head">
            <h2 id={titleId} ref={heading} tabIndex={-1} className="registration-sheet__title">
              {props.title}
            </h2>
            <button type="button" className="btn registration-sheet__close" onClick={props.onClose}>
              {t('h5Activity.closeForm')}
            </button>
          </div>
          <AntdProvider>
            <RegistrationSlot activityId={props.activityId} userPhone={props.userPhone} onSubmit={props.onSubmit} />
          </AntdProvider>
        </div>
      </Popup>
    </MobileProvider>
  );
}
