import { useEffect, useRef, useState, type FocusEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { errorMessage } from '@roadshow/contracts/error-codes';
import {
  countCharacters,
  EARLIEST_BIRTHDAY,
  latestBirthday,
  PROFILE_LIMITS,
  PROFILE_TEXT_FIELDS,
  profileFormSchema,
  type ProfileFields,
  type ProfileTextField,
  type ProvincesList,
  type UserProfile,
} from '@roadshow/contracts/profile';
import { showToast } from '../../components/toast.tsx';
import { ApiError, browserTransport, createApiClient } from '../../lib/api-client.ts';
import { useLang } from '../../lib/lang.ts';
import { ProfileField } from './profile-field.tsx';
import { profileValues, serverProfileErrors, zodProfileErrors, type ProfileErrors } from './profile-errors.ts';
import { RegionSelect } from './region-select.tsx';

/** The control an event on the form came from (React types it as the form itself). */
const control = (target: EventTarget) =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement
    ? target
    : null;

const isTextField = (name: string): name is ProfileTextField =>
  (PROFILE_TEXT_FIELDS as readonly string[]).includes(name);

/**
 * The personal profile (spec §3) as one form. The schema of the identity service checks it here
 * first; what only the service knows (restricted words, the region table) comes back next to the
 * fields. Text fields are also checked for restricted words as soon as they are left. Saving is a
 * call of the typed client, then the page's data (and the header's user) load again (decision 022).
 */
export function ProfileForm(props: {
  profile: UserProfile;
  provinces: ProvincesList['provinces'];
  securityUrl: string;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const revalidator = useRevalidator();
  const formRef = useRef<HTMLFormElement>(null);
  // What the safety check said about each field's last checked text ('' when nothing was found).
  const checked = useRef(new Map<ProfileTextField, { value: string; message: string }>());
  const { profile } = props;
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [region, setRegion] = useState({ province: profile.province, city: profile.city });
  const [introLength, setIntroLength] = useState(countCharacters(profile.introduction));
  const [focusRequest, setFocusRequest] = useState(0);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (focusRequest) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const clearError = (name: string) =>
    setErrors((current) => {
      if (!(name in current)) return current;
      const next = { ...current };
      delete next[name as keyof ProfileFields];
      return next;
    });

  const save = async (fields: ProfileFields) => {
    setSaving(true);
    try {
      await createApiClient(browserTransport, lang).updateUserInfo(fields);
      setErrors({});
      showToast(t('myCenter.saved'));
      await revalidator.revalidate();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // Logged out meanwhile: the page's loader sends the user to log in.
      if (error.code === 'UNAUTHORIZED') return void (await revalidator.revalidate());
      // Restricted words, an unknown region: next to their fields, and the message in a toast.
      setErrors(serverProfileErrors(error.fields));
      showToast(error.message, 'error');
      setFocusRequest((n) => n + 1);
    } finally {
      setSaving(false);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const values = profileValues(new FormData(event.currentTarget));
    const parsed = profileFormSchema().safeParse(values);
    // Restricted words the safety check found in text that is still there block saving too.
    const flagged: ProfileErrors = {};
    for (const field of PROFILE_TEXT_FIELDS) {
      const known = checked.current.get(field);
      if (known?.message && known.value === values[field]) flagged[field] = known.message;
    }
    if (parsed.success && Object.keys(flagged).length === 0) return void save(parsed.data);
    setErrors({ ...flagged, ...(parsed.success ? {} : zodProfileErrors(parsed.error, lang)) });
    setFocusRequest((n) => n + 1);
  };

  // Spec §7 "update user info safety check": a restricted word is pointed out when the field is left.
  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    const target = control(event.target);
    const name = target?.name ?? '';
    const value = target?.value ?? '';
    if (!isTextField(name) || !value.trim()) return;
    const show = (message: string) => {
      // An answer about text the user has changed since says nothing about what is there now.
      const field = formRef.current?.elements.namedItem(name) as HTMLInputElement | null | undefined;
      if (message && field?.value === value) setErrors((current) => ({ ...current, [name]: message }));
    };
    const known = checked.current.get(name);
    if (known?.value === value) return show(known.message);
    createApiClient(browserTransport, lang)
      .userInfoSafetyCheck({ [name]: value })
      .then((found) => {
        const words = found.words.join(lang === 'en' ? ', ' : '、');
        const message = found.passed ? '' : errorMessage('RESTRICTED_WORDS', lang, { words });
        checked.current.set(name, { value, message });
        show(message);
      })
      // Only a courtesy: saving checks again, so a failed check stays silent.
      .catch(() => undefined);
  };

  const text = (
    name: Exclude<ProfileTextField, 'introduction'>,
    options: { autoComplete: string; required?: boolean },
  ) => (
    <ProfileField
      id={`profile-${name}`}
      label={t(`myCenter.${name}`)}
      required={options.required}
      requiredLabel={t('myCenter.required')}
      error={errors[name]}
    >
      {(describedBy) => (
        <input
          id={`profile-${name}`}
          name={name}
          type="text"
          defaultValue={profile[name]}
          maxLength={PROFILE_LIMITS[name]}
          autoComplete={options.autoComplete}
          required={options.required}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={describedBy}
        />
      )}
    </ProfileField>
  );

  return (
    <form
      method="post"
      ref={formRef}
      className="profile-form"
      noValidate
      onSubmit={onSubmit}
      onBlur={onBlur}
      onChange={(event) => clearError(control(event.target)?.name ?? '')}
      aria-label={t('myCenter.formLabel')}
    >
      {text('nickName', { autoComplete: 'nickname', required: true })}
      {text('realName', { autoComplete: 'name' })}

      <fieldset
        className="profile-field gender-field"
        aria-describedby={errors.gender ? 'profile-gender-error' : undefined}
      >
        <legend className="profile-field__label">{t('myCenter.gender')}</legend>
        <div className="gender-field__options">
          {(['m', 'f'] as const).map((value) => (
            <label key={value} className="gender-field__option">
              <input type="radio" name="gender" value={value} defaultChecked={profile.gender === value} />
              <span>{t(value === 'm' ? 'myCenter.male' : 'myCenter.female')}</span>
            </label>
          ))}
        </div>
        {errors.gender ? (
          <p id="profile-gender-error" className="field-error">
            {errors.gender}
          </p>
        ) : null}
      </fieldset>

      <ProfileField id="profile-birthday" label={t('myCenter.birthday')} error={errors.birthday}>
        {(describedBy) => (
          <input
            id="profile-birthday"
            name="birthday"
            type="date"
            defaultValue={profile.birthday}
            min={EARLIEST_BIRTHDAY}
            max={latestBirthday(new Date())}
            autoComplete="bday"
            aria-invalid={errors.birthday ? true : undefined}
            aria-describedby={describedBy}
          />
        )}
      </ProfileField>

      <ProfileField id="profile-email" label={t('myCenter.email')} error={errors.email}>
        {(describedBy) => (
          <input
            id="profile-email"
            name="email"
            type="email"
            inputMode="email"
            defaultValue={profile.email}
            maxLength={PROFILE_LIMITS.email}
            autoComplete="email"
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy}
          />
        )}
      </ProfileField>

      <div className="profile-field">
        <span className="profile-field__label">{t('myCenter.mobile')}</span>
        <p className="profile-field__static">
          <span>{profile.mobile}</span>
          <a href={props.securityUrl}>{t('myCenter.changeMobile')}</a>
        </p>
      </div>

      {text('company', { autoComplete: 'organization' })}
      {text('position', { autoComplete: 'organization-title' })}

      <RegionSelect
        provinces={props.provinces}
        province={region.province}
        city={region.city}
        onChange={setRegion}
        errors={{ province: errors.province, city: errors.city }}
      />

      <ProfileField
        id="profile-introduction"
        label={t('myCenter.introduction')}
        error={errors.introduction}
        wide
        hint={t('myCenter.characters', { count: introLength, max: PROFILE_LIMITS.introduction })}
      >
        {(describedBy) => (
          <textarea
            id="profile-introduction"
            name="introduction"
            rows={5}
            defaultValue={profile.introduction}
            maxLength={PROFILE_LIMITS.introduction}
            placeholder={t('myCenter.introductionPlaceholder')}
            onInput={(event) => setIntroLength(countCharacters(event.currentTarget.value))}
            aria-invalid={errors.introduction ? true : undefined}
            aria-describedby={describedBy}
          />
        )}
      </ProfileField>

      <div className="profile-form__actions">
        <button type="submit" className="btn btn--primary" disabled={saving} aria-busy={saving || undefined}>
          {saving ? t('myCenter.saving') : t('myCenter.save')}
        </button>
      </div>
    </form>
  );
}
