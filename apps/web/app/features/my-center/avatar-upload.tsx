import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { errorMessage } from '@roadshow/contracts/error-codes';
import { AVATAR_EXTENSIONS, AVATAR_MAX_BYTES, AVATAR_MIME_TYPES } from '@roadshow/contracts/profile';
import { showToast } from '../../components/toast.tsx';
import { uploadUserImage } from '../../lib/api-client.ts';
import { useLang } from '../../lib/lang.ts';

const ACCEPT = [...AVATAR_MIME_TYPES, ...AVATAR_EXTENSIONS.map((extension) => `.${extension}`)].join(',');

/** What the browser can tell before sending: the name or declared type, and the size. The server reads the bytes. */
function looksLikeAvatar(file: File): boolean {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return (
    (AVATAR_MIME_TYPES as readonly string[]).includes(file.type) ||
    (!file.type && (AVATAR_EXTENSIONS as readonly string[]).includes(extension))
  );
}

/** Spec §5: the avatar, jpg/gif/png/bmp up to 2 MB, uploaded with a progress bar. */
export function AvatarUpload(props: { userImage: string; nickName: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const revalidator = useRevalidator();
  const inputId = useId();
  const hintId = useId();
  const [image, setImage] = useState(props.userImage);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState('');
  const initial = Array.from(props.nickName)[0] ?? '?';

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again (after an error) is a change again.
    event.target.value = '';
    if (!file) return;
    if (!looksLikeAvatar(file)) return setError(errorMessage('IMAGE_WRONG_TYPE', lang));
    if (file.size > AVATAR_MAX_BYTES) return setError(errorMessage('IMAGE_TOO_LARGE', lang));
    setError('');
    setProgress(0);
    uploadUserImage(file, lang, setProgress)
      .then((result) => {
        setImage(result.userImage);
        showToast(t('myCenter.avatarSaved'));
        // The header shows the avatar from the root loader: ask it again.
        void revalidator.revalidate();
      })
      .catch((failure: unknown) => setError(failure instanceof Error ? failure.message : String(failure)))
      .finally(() => setProgress(null));
  };

  const percent = progress === null ? 0 : Math.round(progress * 100);
  return (
    <div className="avatar-upload">
      <div className="avatar-upload__picture">
        {image ? (
          <img src={image} alt={t('myCenter.avatarAlt')} width="96" height="96" />
        ) : (
          <span aria-hidden="true">{initial}</span>
        )}
      </div>
      <div className="avatar-upload__body">
        <input
          id={inputId}
          className="visually-hidden"
          type="file"
          accept={ACCEPT}
          onChange={onChange}
          disabled={progress !== null}
          aria-describedby={hintId}
          aria-invalid={error ? true : undefined}
        />
        <label htmlFor={inputId} className={`btn${progress !== null ? ' is-disabled' : ''}`}>
          {t('myCenter.changeAvatar')}
        </label>
        <p id={hintId} className="avatar-upload__hint">
          {t('myCenter.avatarHint')}
        </p>
        {progress !== null ? (
          <div className="avatar-upload__progress" role="status">
            <progress max={100} value={percent} aria-label={t('myCenter.uploadLabel')} />
            <span>{t('myCenter.uploading', { percent })}</span>
          </div>
        ) : null}
        {error ? (
          <p className="field-error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
