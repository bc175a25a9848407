// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserProfile } from '@roadshow/contracts/profile';
import { fakeApi, ok, refused } from '../../../test/fake-api.ts';
import { renderInPage } from '../../../test/render-in-page.tsx';
import { ProfileForm } from './profile-form.tsx';

const UPDATE = 'POST /identity/v2/user/updateUserInfo';
const CHECK = 'POST /identity/v2/user/updateUserInfoSafetyCheck';

const profile: UserProfile = {
  userId: 'u-1',
  mobile: '138****8000',
  userImage: '',
  nickName: 'Wen',
  realName: '',
  gender: '',
  birthday: '',
  email: '',
  company: '',
  position: '',
  region: '',
  province: '',
  city: '',
  introduction: '',
};
const provinces = [
  { code: '440000', name: 'Guangdong', cities: [{ code: '440300', name: 'Shenzhen' }] },
  { code: '110000', name: 'Beijing', cities: [{ code: '110100', name: 'Beijing' }] },
];

const toast = () => document.querySelector('.toast-host')?.textContent ?? '';

async function openForm(lang: 'en' | 'zh-CN', handlers: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(handlers);
  const page = await renderInPage(
    () => <ProfileForm profile={profile} provinces={provinces} securityUrl="/identity/security" />,
    { lang },
  );
  await screen.findByRole('form');
  return { api, page, user: userEvent.setup() };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the profile form', () => {
  it('checks with the shared schema before sending: messages next to the fields, focus on the first', async () => {
    const { api, user } = await openForm('en', {});
    await user.clear(screen.getByLabelText(/Nickname/));
    await user.type(screen.getByLabelText('E-mail'), 'li.ming@');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a nickname')).toBeTruthy();
    expect(screen.getByText('The e-mail address is in the wrong format')).toBeTruthy();
    const nickname = screen.getByLabelText(/Nickname/);
    expect(nickname.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(nickname));
    expect(api.bodies(UPDATE)).toEqual([]);
  });

  it('saves through the client and loads the page and the header again (Simplified Chinese)', async () => {
    const { api, page, user } = await openForm('zh-CN', {
      [UPDATE]: (body) => ok({ ...profile, ...(body as object) }),
    });
    await user.clear(screen.getByLabelText(/昵称/));
    await user.type(screen.getByLabelText(/昵称/), 'Wen Li');
    await user.click(screen.getByRole('radio', { name: '女' }));
    await user.selectOptions(screen.getByLabelText(/省/), '440000');
    await user.selectOptions(screen.getByLabelText(/城市/), '440300');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(toast()).toBe('个人信息已保存'));
    expect(api.bodies(UPDATE)).toEqual([
      expect.objectContaining({ nickName: 'Wen Li', gender: 'f', province: '440000', city: '440300' }),
    ]);
    await waitFor(() => expect(page.loads()).toBe(2));
  });

  it("shows the service's refusal next to its field and in a toast", async () => {
    const message = 'Suspected restricted words: 喊单. Please change them before saving';
    const { page, user } = await openForm('en', {
      [UPDATE]: () => refused('RESTRICTED_WORDS', message, [{ path: 'body.nickName', message }]),
    });
    await user.clear(screen.getByLabelText(/Nickname/));
    await user.type(screen.getByLabelText(/Nickname/), '喊单王{Enter}');
    await waitFor(() => expect(toast()).toBe(message));
    const nickname = screen.getByLabelText(/Nickname/);
    expect(nickname.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(nickname.getAttribute('aria-describedby') ?? '')?.textContent).toBe(message);
    expect(page.loads()).toBe(1);
  });

  it('points out restricted words when a field is left, and will not send them', async () => {
    const { api, user } = await openForm('en', {
      [CHECK]: () =>
        ok({ passed: false, words: ['荐股', '稳赚'], fields: [{ field: 'introduction', words: ['荐股'] }] }),
    });
    await user.type(screen.getByLabelText('Introduction'), '每日荐股，稳赚');
    await user.click(screen.getByLabelText('Company'));
    const flagged = 'Suspected restricted words: 荐股, 稳赚. Please change them before saving';
    expect(await screen.findByText(flagged)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Introduction')));
    expect(api.bodies(CHECK)).toEqual([{ introduction: '每日荐股，稳赚' }]);
    expect(api.bodies(UPDATE)).toEqual([]);
  });
});
