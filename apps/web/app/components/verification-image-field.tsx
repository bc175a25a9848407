import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, uploadVerificationImage } from '../lib/api-client.ts';
import { useLang } from '../lib/lang.ts';
import './verification-image-field.css';

const ACCEPTED = ['image/jpeg', 'image/png', 'image/gif', 'image/bmp', 'image/x-ms-bmp', 'image/webp'];
/** Some systems give no type for a file; its name decides here, the bytes on the server. */
const ACCEPTED_NAME = /\.(jpe?g|png|gif|bmp|webp)$/i;
const MAX_BYTES = 5 * 1024 * 1024;

/** Picks a photo, checks it here first, uploads it with a progress bar and shows the preview. */
export function VerificationImageField(props: {
  kind: 'card' | 'id';
  label: string;
  error?: string;
  onUploaded: (imageKey: string) => void;
  /** Called with a file that passed the checks here, e.g. to read a business card from it. */
  onFile?: (file: File) => void;
  /** An image was uploaded before (a restored draft): offer to replace it. */
  hasImage?: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    if (!ACCEPTED.includes(file.type) && !(file.type === '' && ACCEPTED_NAME.test(file.name)))
      return setProblem(t('certification.wrongType'));
    if (file.size > MAX_BYTES) return setProblem(t('certification.tooLarge'));
    setProgress(0);
    props.onFile?.(file);
    try {
      const result = await uploadVerificationImage(props.kind, file, lang, setProgress);
      setPreview(result.previewUrl);
      props.onUploaded(result.imageKey);
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : String(error));
    } finally {
      setProgress(null);
    }
  };

  const message = problem ?? props.error;
  return (
    <div className="verify-field">
      <span className="verify-field__label" id={`${id}-label`}>
        {props.label}
      </span>
      <div className="verify-image">
        {preview ? <img src={preview} alt={props.label} className="verify-image__preview" /> : null}
        <label className="btn" htmlFor={id}>
          {preview || props.hasImage ? t('certification.replacePhoto') : t('certification.choosePhoto')}
        </label>
        <input
          id={id}
          type="file"
          accept={ACCEPTED.join(',')}
          className="visually-hidden"
          aria-labelledby={`${id}-label`}
          aria-describedby={message ? `${id}-error` : `${id}-hint`}
          onChange={(event) => void onFile(event.target.files?.[0])}
        />
        <span className="verify-field__hint" id={`${id}-hint`}>
          {t('certification.photoHint')}
        </span>
      </div>
      {progress !== null ? (
        <progress className="verify-progress" value={progress} max={1} aria-label={t('certification.uploading')} />
      ) : null}
      {message ? (
        <p className="verify-field__error" id={`${id}-error`} role="alert">
          {message}
        </p>
      ) : null}
    </div>
  );
}
