// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RegistrationDraft } from '@roadshow/contracts/registration-form';
import { fakeApi, ok } from '../../../../test/fake-api.ts';
import { renderInPage } from '../../../../test/render-in-page.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { RegistrationForm } from './registration-form.tsx';

const LOGIN_PHONE = '13800138000';
const GET_DRAFT = 'POST /roadshow/activity/getSignInfoFromRedis';
const SAVE_DRAFT = 'POST /roadshow/activity/saveSignInfoToRedis';

/** Everything filled in and valid, as a draft restored from the store. */
const complete: RegistrationDraft = {
  name: '李明',
  documentType: 1,
  certificateNumber: 'e1234567',
  phone: LOGIN_PHONE,
  email: 'li.ming@fund.example',
  companyName: 'Evergreen Fund',
  companyCode: '',
  position: 'Analyst',
  invitingInstitutions: [],
  outboundCall: false,
  investorType: 'institutional',
  highNetWorth: false,
  idCardImageKey: 'id/abc.jpg',
  businessCardImageKey: 'card/abc.jpg',
  agreedTerms: true,
};

async function openForm(options: {
  lang: 'en' | 'zh-CN';
  draft?: Partial<RegistrationDraft>;
  onSubmit?: (form: unknown) => Promise<void>;
}) {
  const api = fakeApi({
    [GET_DRAFT]: () =>
      ok(options.draft ? { activityId: 7, form: options.draft, savedAt: '2026-11-20T08:00:00Z' } : null),
    [SAVE_DRAFT]: () => ok({ savedAt: '2026-11-20T08:01:00Z' }),
  });
  const onSubmit = vi.fn(options.onSubmit ?? (async () => undefined));
  await renderInPage(
    () => (
      // antd's own defaults: AntdProvider only adds the locale, theme and the built stylesheet.
      <RegistrationForm activityId={7} userPhone={LOGIN_PHONE} onSubmit={onSubmit} />
    ),
    { lang: options.lang },
  );
  return { api, onSubmit, user: userEvent.setup() };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the registration form', () => {
  it('starts with the login phone and names what is missing, in English', async () => {
    const { api, onSubmit, user } = await openForm({ lang: 'en' });
    const phone = await screen.findByLabelText(/Mobile number/);
    expect((phone as HTMLInputElement).value).toBe(LOGIN_PHONE);

    await user.click(screen.getByRole('button', { name: 'Submit registration' }));
    // Above the button, and next to each empty required field.
    const missing = await screen.findAllByText('There are required items not filled in');
    expect(missing.filter((node) => node.closest('.ant-alert[role="alert"]'))).toHaveLength(1);
    const name = screen.getByLabelText(/^Name/);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('registration-name-error')?.textContent).toBe(
      'There are required items not filled in',
    );
    expect(document.activeElement).toBe(name);
    expect(screen.getByText('Please agree to the terms first')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(api.bodies(GET_DRAFT)).toEqual([{ activityId: 7, source: '01' }]);
  });

  it('refuses another phone than the login one and a malformed e-mail, in Simplified Chinese', async () => {
    const { onSubmit, user } = await openForm({
      lang: 'zh-CN',
      draft: { ...complete, phone: '13900139000', email: 'li.ming@' },
    });
    expect((await screen.findByText(/恢复/)).getAttribute('role')).toBe('status');
    await user.click(screen.getByRole('button', { name: /提交/ }));
    expect(await screen.findAllByText('仅可使用当前登录的手机号报名')).not.toHaveLength(0);
    expect(screen.getAllByText('邮箱格式不正确')).not.toHaveLength(0);
    expect(screen.getByLabelText(/手机号/).getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('hands a complete form to the sign-up call, normalised, and shows its refusal on the field', async () => {
    const refusal = new ApiError('NAME_NOT_REAL_NAME', 'The name must be your real name', [
      { path: 'body.form.name', message: 'The name must be your real name' },
    ]);
    const { onSubmit, user } = await openForm({
      lang: 'en',
      draft: complete,
      onSubmit: async () => {
        throw refusal;
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Submit registration' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      name: '李明',
      documentType: 1,
      certificateNumber: 'E1234567',
      phone: LOGIN_PHONE,
      agreedTerms: true,
    });
    // Once above the button and once next to the field it names.
    await waitFor(() => expect(screen.getAllByText('The name must be your real name')).toHaveLength(2));
    expect(screen.getByLabelText(/^Name/).getAttribute('aria-invalid')).toBe('true');
  });

  it('saves what is typed as a draft, then says so', async () => {
    const { api, user } = await openForm({ lang: 'en', draft: { name: '李明' } });
    await user.type(await screen.findByLabelText('Position'), 'Analyst');
    await waitFor(() => expect(api.bodies(SAVE_DRAFT)).not.toHaveLength(0), { timeout: 3000 });
    expect(api.bodies(SAVE_DRAFT).at(-1)).toMatchObject({
      activityId: 7,
      form: { name: '李明', position: 'Analyst', phone: LOGIN_PHONE },
    });
    expect(await screen.findByText('Saved automatically')).toBeTruthy();
    expect(api.unexpected).toEqual([]);
  });
});
