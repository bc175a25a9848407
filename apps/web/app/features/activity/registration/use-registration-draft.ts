import type { FormInstance } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { HTML_LANG } from '@roadshow/contracts/locale';
import type { RegistrationDraft } from '@roadshow/contracts/registration-form';
import { browserTransport, createApiClient } from '../../../lib/api-client.ts';
import { useLang } from '../../../lib/lang.ts';
import { draftOf } from './form-errors.ts';

const AUTOSAVE_MS = 800;

/**
 * The form's draft (saveSignInfoToRedis): restored once when the form opens, saved a moment after
 * each change. The login phone fills the phone field unless the draft has one.
 */
export function useRegistrationDraft(options: {
  activityId: number;
  userPhone: string;
  form: FormInstance<RegistrationDraft>;
}) {
  const { activityId, userPhone, form } = options;
  const lang = useLang();
  const [restoredAt, setRestoredAt] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [saved, setSaved] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    let live = true;
    createApiClient(browserTransport, lang)
      .getSignInfo(activityId)
      .then((draft) => {
        if (!live) return;
        form.setFieldsValue({ phone: userPhone, ...draft?.form });
        if (draft) setRestoredAt(new Date(draft.savedAt).toLocaleString(HTML_LANG[lang]));
      })
      .catch(() => form.setFieldsValue({ phone: userPhone }))
      .finally(() => live && setLoaded(true));
    return () => {
      live = false;
      clearTimeout(timer.current);
    };
  }, [activityId, userPhone, lang, form]);

  const autosave = () => {
    setSaved(false);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      createApiClient(browserTransport, lang)
        .saveSignInfo(activityId, draftOf(form.getFieldsValue(true)))
        .then(() => setSaved(true))
        .catch(() => undefined);
    }, AUTOSAVE_MS);
  };

  return { loaded, restoredAt, saved, autosave };
}
