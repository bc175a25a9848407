import { Button, Progress, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contract } from '@roadshow/contracts/calls/contract';
import { showToast } from '../../components/toast.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { consoleUpload } from './console-upload.ts';
import { useReadOnly } from './read-only.ts';
import { useConsole } from './use-console.ts';

/**
 * A picture of the form (cover, guest photo) as a Form.Item control: uploads the chosen file with
 * progress, the API re-encodes it and answers its public URL, which becomes the field's value.
 */
export function ImageField(props: {
  value?: string | null;
  onChange?: (url: string | null) => void;
  /** The button's accessible name, e.g. "Upload cover". */
  label: string;
  size: 'cover' | 'photo';
}) {
  const { t } = useTranslation();
  const cs = useConsole();
  const [progress, setProgress] = useState<number | null>(null);
  const readOnly = useReadOnly();
  const upload = async (file: File) => {
    setProgress(0);
    try {
      const { url } = await consoleUpload<{ url: string }>(
        contract.console.uploadActivityImage,
        { companyId: String(cs.companyId) },
        file,
        cs.lang,
        (fraction) => setProgress(Math.round(fraction * 100)),
      );
      props.onChange?.(url);
    } catch (error) {
      showToast(error instanceof ApiError ? error.message : String(error), 'error');
    } finally {
      setProgress(null);
    }
  };
  return (
    <div className={`console-image console-image--${props.size}`}>
      <div className="console-image__frame">
        {props.value ? <img src={props.value} alt="" /> : <span>{t('consoleParts.noImage')}</span>}
      </div>
      {readOnly ? null : (
        <div className="console-image__actions">
          <Upload
            accept="image/jpeg,image/png,image/gif,image/webp"
            showUploadList={false}
            beforeUpload={(file) => {
              void upload(file);
              return false;
            }}
          >
            <Button aria-label={props.label} loading={progress !== null}>
              {props.label}
            </Button>
          </Upload>
          {props.value ? (
            <Button type="link" onClick={() => props.onChange?.(null)}>
              {t('consoleParts.removeImage')}
            </Button>
          ) : null}
          {progress !== null ? <Progress percent={progress} size="small" aria-label={props.label} /> : null}
        </div>
      )}
    </div>
  );
}
