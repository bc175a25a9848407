import { describe, expect, it } from 'vitest';
import { draftOf, issuesToFields, serverFieldErrors } from './form-errors.ts';

describe('registration form errors', () => {
  it('shows the first code of each field in the language of the page', () => {
    expect(
      issuesToFields(
        [
          { path: ['email'], message: 'EMAIL_INVALID' },
          { path: ['email'], message: 'REQUIRED_MISSING' },
          { path: ['name'], message: 'not a code' },
        ],
        'en',
      ),
    ).toEqual({ email: 'The e-mail address is in the wrong format', name: 'There are required items not filled in' });
  });

  it('maps server field paths onto form fields', () => {
    expect(
      serverFieldErrors([
        { path: 'body.form.name', message: 'The name must be your real name' },
        { path: 'body.form.invitingInstitutions.3', message: 'x' },
      ]),
    ).toEqual({ name: 'The name must be your real name', invitingInstitutions: 'x' });
  });

  it('keeps what can be saved of a draft and drops the rest', () => {
    expect(draftOf({ name: '李明', documentType: null, extra: 1, email: 'x'.repeat(200), outboundCall: true })).toEqual(
      { name: '李明', outboundCall: true },
    );
  });
});
