import { Button, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contract } from '@roadshow/contracts/calls/contract';
import type { CallResult } from '@roadshow/contracts/calls/define-call';
import { showToast } from '../../components/toast.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { chinaTime } from './format-time.ts';
import { useConsole } from './use-console.ts';

type Links = CallResult<typeof contract.console.signUpImageLinks>;

/**
 * The registration form's pictures of one sign-up (decision 061): the links are asked for on the
 * click, so they are fresh (they work for five minutes), never minted for the whole table.
 */
export function SignUpImages({ activityId, signUpId }: { activityId: number; signUpId: number }) {
  const { t } = useTranslation();
  const cs = useConsole();
  const [links, setLinks] = useState<Links | null>(null);
  const [loading, setLoading] = useState(false);

  const open = async () => {
    setLoading(true);
    try {
      setLinks(await cs.api().call(contract.console.signUpImageLinks, { activityId, signUpId }));
    } catch (error) {
      showToast(error instanceof ApiError ? error.message : String(error), 'error');
    } finally {
      setLoading(false);
    }
  };
  const picture = (label: string, url: string | null) => (
    <figure className="console-form-picture">
      <figcaption>{label}</figcaption>
      {url ? (
        <a href={url} target="_blank" rel="noreferrer">
          <img src={url} alt={label} style={{ maxWidth: '100%', maxHeight: 240 }} />
        </a>
      ) : (
        <span>{t('consoleSignUpImages.none')}</span>
      )}
    </figure>
  );

  return (
    <>
      <Button size="small" loading={loading} onClick={() => void open()}>
        {t('consoleSignUpImages.show')}
      </Button>
      <Modal open={links !== null} title={t('consoleSignUpImages.title')} footer={null} onCancel={() => setLinks(null)}>
        {links ? (
          <>
            {picture(t('consoleSignUpImages.idCard'), links.idCardUrl)}
            {picture(t('consoleSignUpImages.businessCard'), links.businessCardUrl)}
            <p>{t('consoleSignUpImages.expires', { time: chinaTime(links.expiresAt) })}</p>
          </>
        ) : null}
      </Modal>
    </>
  );
}
