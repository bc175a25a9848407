import type { ReactNode } from 'react';

/** A labelled control with its hint and its error, tied together for screen readers. */
export function ProfileField(props: {
  id: string;
  label: string;
  required?: boolean;
  requiredLabel?: string;
  error?: string;
  hint?: ReactNode;
  wide?: boolean;
  children: (describedBy: string | undefined) => ReactNode;
}) {
  const hintId = `${props.id}-hint`;
  const errorId = `${props.id}-error`;
  const describedBy = [props.error ? errorId : '', props.hint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`profile-field${props.wide ? ' profile-field--wide' : ''}`}>
      <label className="profile-field__label" htmlFor={props.id}>
        {props.label}
        {props.required ? (
          <span className="profile-field__required" title={props.requiredLabel}>
            {' '}
            *
          </span>
        ) : null}
      </label>
      {props.children(describedBy)}
      {props.hint ? (
        <span id={hintId} className="profile-field__hint">
          {props.hint}
        </span>
      ) : null}
      {props.error ? (
        <p id={errorId} className="field-error">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
