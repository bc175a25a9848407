import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { contract } from '@roadshow/contracts/calls/contract';
import { errorMessage, isErrorCode } from '@roadshow/contracts/error-codes';
import {
  bookingBodySchema,
  isPhysicalType,
  VISIT_ATTENDEES_MAX,
  VISIT_TEXT_MAX,
  type BookingType,
  type PublicSlot,
} from '@roadshow/contracts/visit';
import { DOCUMENT_TYPES } from '@roadshow/contracts/verification';
import { showToast } from '../../components/toast.tsx';
import { browserTransport, createApiClient, ApiError } from '../../lib/api-client.ts';
import { useLang } from '../../lib/lang.ts';
import { useVisitorHref } from './visitor-links.ts';

interface AttendeeDraft {
  name: string;
  position: string;
  phone: string;
  documentType: string;
  certificateNumber: string;
}
const emptyAttendee = (phone = ''): AttendeeDraft => ({
  name: '',
  position: '',
  phone,
  documentType: '',
  certificateNumber: '',
});

/**
 * The attendee form of spec §2 /tab/visitor/userInfo, by type: a slot's booking (01, 03, 04, 05)
 * or a pre-registration with a preferred day (06). The booker is the first attendee with the login
 * phone (spec §5); an institution may bring up to five. One schema checks it here and on the server.
 */
export function BookingForm(props: {
  companyCode: string;
  type: BookingType;
  slot: PublicSlot | null;
  loginPhone: string;
  today: string;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const links = useVisitorHref();
  const { type } = props;
  const physical = isPhysicalType(type);
  const [investorType, setInvestorType] = useState<'individual' | 'institutional'>(
    type === '01' ? 'institutional' : 'individual',
  );
  const [organization, setOrganization] = useState('');
  const [email, setEmail] = useState('');
  const [preferredDay, setPreferredDay] = useState('');
  const [topics, setTopics] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [attendees, setAttendees] = useState<AttendeeDraft[]>([emptyAttendee(props.loginPhone)]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const institution = investorType === 'institutional';
  // No more attendees than places left: the API would refuse the booking as full.
  const maxAttendees = Math.min(VISIT_ATTENDEES_MAX, props.slot?.remaining ?? VISIT_ATTENDEES_MAX);
  // A pre-registration names a day the company has not planned yet: tomorrow at the earliest.
  const tomorrow = new Date(Date.parse(`${props.today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

  const setAttendee = (index: number, field: keyof AttendeeDraft, value: string) =>
    setAttendees((list) => list.map((item, i) => (i === index ? { ...item, [field]: value } : item)));
  const message = (code: string) => (isErrorCode(code) ? errorMessage(code, lang) : code);

  const body = () => ({
    companyCode: props.companyCode,
    bookingType: type,
    ...(props.slot ? { slotId: props.slot.slotId } : {}),
    investorType,
    ...(institution || type === '01' ? { organization } : {}),
    ...(email ? { email } : {}),
    attendees: (institution ? attendees : attendees.slice(0, 1)).map((item) => ({
      name: item.name,
      position: item.position,
      phone: item.phone,
      ...(physical && item.documentType !== '' ? { documentType: Number(item.documentType) } : {}),
      ...(physical ? { certificateNumber: item.certificateNumber } : {}),
    })),
    ...(type === '06' ? { preferredDay } : {}),
    ...(topics ? { topics } : {}),
    agreed,
  });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const input = body();
    const parsed = bookingBodySchema.safeParse(input);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path.join('.');
        found[key] ??= message(issue.message);
      }
      setErrors(found);
      showToast(errorMessage('REQUIRED_MISSING', lang), 'error');
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const booking = await createApiClient(browserTransport, lang).call(
        contract.visitor.submitBooking,
        input as never,
      );
      showToast(t('visitBooking.form.sent'), 'info');
      await navigate(links.href('/tab/visitor/result', { booked: booking.bookingId }));
    } catch (error) {
      if (error instanceof ApiError) {
        setErrors(Object.fromEntries(error.fields.map((field) => [field.path.replace(/^body\./, ''), field.message])));
        setErrors((current) => ({ ...current, form: error.message }));
        showToast(error.message, 'error');
      } else showToast(String(error), 'error');
    } finally {
      setBusy(false);
    }
  };

  const field = (key: string, label: string, input: React.ReactNode, hint?: string) => (
    <div className={`visit-field${errors[key] ? ' visit-field--error' : ''}`}>
      <label className="visit-field__label" htmlFor={`f-${key}`}>
        {label}
      </label>
      {input}
      {hint ? <p className="visit-field__hint">{hint}</p> : null}
      {errors[key] ? (
        <p className="visit-field__error" id={`e-${key}`} role="alert">
          {errors[key]}
        </p>
      ) : null}
    </div>
  );
  const aria = (key: string) => ({
    id: `f-${key}`,
    'aria-invalid': errors[key] ? true : undefined,
    'aria-describedby': errors[key] ? `e-${key}` : undefined,
  });

  return (
    <form className="visit-form" onSubmit={submit} noValidate>
      {errors.form ? (
        <p className="visit-notice visit-notice--error" role="alert">
          {errors.form}
        </p>
      ) : null}
      {type === '06'
        ? field(
            'preferredDay',
            t('visitBooking.form.preferredDay'),
            <input
              {...aria('preferredDay')}
              className="visit-input"
              type="date"
              min={tomorrow}
              value={preferredDay}
              onChange={(event) => setPreferredDay(event.target.value)}
            />,
          )
        : null}
      <fieldset className="visit-fieldset">
        <legend className="visit-field__label">{t('visitBooking.form.investorType')}</legend>
        <div className="visit-radios">
          {(['individual', 'institutional'] as const).map((value) => (
            <label key={value} className="visit-radio">
              <input
                type="radio"
                name="investorType"
                value={value}
                checked={investorType === value}
                onChange={() => setInvestorType(value)}
              />
              {t(`visitBooking.form.${value}`)}
            </label>
          ))}
        </div>
        {errors.attendees ? (
          <p className="visit-field__error" role="alert">
            {errors.attendees}
          </p>
        ) : null}
      </fieldset>
      {institution || type === '01'
        ? field(
            'organization',
            t('visitBooking.form.organization'),
            <input
              {...aria('organization')}
              className="visit-input"
              autoComplete="organization"
              maxLength={VISIT_TEXT_MAX.organization}
              value={organization}
              onChange={(event) => setOrganization(event.target.value)}
            />,
          )
        : null}
      {field(
        'email',
        type === '04' ? t('visitBooking.form.emailOnline') : t('visitBooking.form.emailOptional'),
        <input
          {...aria('email')}
          className="visit-input"
          type="email"
          autoComplete="email"
          maxLength={VISIT_TEXT_MAX.email}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />,
      )}
      {(institution ? attendees : attendees.slice(0, 1)).map((attendee, index) => (
        <fieldset key={index} className="visit-fieldset visit-attendee">
          <legend className="visit-attendee__title">
            {index === 0 ? t('visitBooking.form.booker') : t('visitBooking.form.attendeeN', { n: index + 1 })}
          </legend>
          {field(
            `attendees.${index}.name`,
            t('visitBooking.form.name'),
            <input
              {...aria(`attendees.${index}.name`)}
              className="visit-input"
              autoComplete={index === 0 ? 'name' : 'off'}
              maxLength={VISIT_TEXT_MAX.name}
              value={attendee.name}
              onChange={(event) => setAttendee(index, 'name', event.target.value)}
            />,
          )}
          {field(
            `attendees.${index}.position`,
            t('visitBooking.form.position'),
            <input
              {...aria(`attendees.${index}.position`)}
              className="visit-input"
              maxLength={VISIT_TEXT_MAX.position}
              value={attendee.position}
              onChange={(event) => setAttendee(index, 'position', event.target.value)}
            />,
          )}
          {field(
            `attendees.${index}.phone`,
            t('visitBooking.form.phone'),
            <input
              {...aria(`attendees.${index}.phone`)}
              className="visit-input"
              type="tel"
              inputMode="tel"
              maxLength={VISIT_TEXT_MAX.phone}
              readOnly={index === 0}
              value={attendee.phone}
              onChange={(event) => setAttendee(index, 'phone', event.target.value)}
            />,
            index === 0 ? t('visitBooking.form.loginPhone') : undefined,
          )}
          {physical ? (
            <>
              {field(
                `attendees.${index}.documentType`,
                t('visitBooking.form.documentType'),
                <select
                  {...aria(`attendees.${index}.documentType`)}
                  className="visit-input"
                  value={attendee.documentType}
                  onChange={(event) => setAttendee(index, 'documentType', event.target.value)}
                >
                  <option value="">{t('visitBooking.form.choose')}</option>
                  {DOCUMENT_TYPES.map((value) => (
                    <option key={value} value={value}>
                      {t(`certification.documentTypes.${value}`)}
                    </option>
                  ))}
                </select>,
              )}
              {field(
                `attendees.${index}.certificateNumber`,
                t('visitBooking.form.certificateNumber'),
                <input
                  {...aria(`attendees.${index}.certificateNumber`)}
                  className="visit-input"
                  autoComplete="off"
                  maxLength={VISIT_TEXT_MAX.certificateNumber}
                  value={attendee.certificateNumber}
                  onChange={(event) => setAttendee(index, 'certificateNumber', event.target.value)}
                />,
                index === 0 ? t('visitBooking.form.documentWhy') : undefined,
              )}
            </>
          ) : null}
          {index > 0 ? (
            <button
              type="button"
              className="visit-button visit-button--small"
              onClick={() => setAttendees((list) => list.filter((_, i) => i !== index))}
            >
              {t('visitBooking.form.removeAttendee', { n: index + 1 })}
            </button>
          ) : null}
        </fieldset>
      ))}
      {institution && attendees.length < maxAttendees ? (
        <button
          type="button"
          className="visit-button visit-button--block"
          onClick={() => setAttendees((list) => [...list, emptyAttendee()])}
        >
          {t('visitBooking.form.addAttendee', { max: maxAttendees })}
        </button>
      ) : null}
      {field(
        'topics',
        t('visitBooking.form.topics'),
        <textarea
          {...aria('topics')}
          className="visit-input visit-input--area"
          maxLength={VISIT_TEXT_MAX.topics}
          rows={3}
          value={topics}
          onChange={(event) => setTopics(event.target.value)}
        />,
      )}
      <div className={`visit-field${errors.agreed ? ' visit-field--error' : ''}`}>
        <label className="visit-check">
          <input
            type="checkbox"
            checked={agreed}
            aria-invalid={errors.agreed ? true : undefined}
            onChange={(event) => setAgreed(event.target.checked)}
          />
          {t('visitBooking.form.agree')}
        </label>
        {errors.agreed ? (
          <p className="visit-field__error" role="alert">
            {errors.agreed}
          </p>
        ) : null}
      </div>
      <button
        type="submit"
        className="visit-button visit-button--primary visit-button--block"
        disabled={busy}
        aria-busy={busy}
      >
        {busy ? t('visitBooking.form.sending') : t('visitBooking.form.submit')}
      </button>
    </form>
  );
}
