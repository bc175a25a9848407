import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { SessionUser } from '@roadshow/contracts/identity';
import { useLang, useRootData, withLang } from '../../lib/lang.ts';
import { logOut } from '../../lib/log-out.ts';
import { MenuButton } from '../menu-button.tsx';
import { showToast } from '../toast.tsx';

/** Spec §2, logged in: avatar → personal information, badge → my certification, and a menu. */
export function UserMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const lang = useLang();
  const root = useRootData();
  const location = useLocation();
  const identityBase = (root?.config.identityUrl ?? '/identity').replace(/\/$/, '');
  const service = `${root?.origin ?? ''}${location.pathname}${location.search}`;
  const security = `${identityBase}/security?${new URLSearchParams({ appId: 'roadshow', service, lang }).toString()}`;
  const initial = Array.from(user.nickName)[0] ?? '?';

  const onLogout = async () => {
    const failure = await logOut(lang);
    if (failure) showToast(failure, 'error');
    else window.location.reload();
  };

  return (
    <div className="user-menu">
      <Link
        className="user-menu__avatar"
        to={withLang('/tab/myCenter?activeName=personal', lang)}
        aria-label={t('header.personalInformation')}
      >
        {user.userImage ? (
          <img src={user.userImage} alt="" width="32" height="32" />
        ) : (
          <span aria-hidden>{initial}</span>
        )}
      </Link>
      <Link
        className={`user-menu__badge user-menu__badge--${user.cardStatus}`}
        to={withLang('/tab/myCenter?activeName=certification', lang)}
      >
        {t(`verification.${user.cardStatus}`)}
      </Link>
      <MenuButton
        label={<span className="user-menu__name">{user.nickName}</span>}
        buttonLabel={t('header.accountMenu', { name: user.nickName })}
        buttonClassName="user-menu__button"
        align="end"
        openOnHover={false}
        items={[
          { key: 'center', label: t('header.personalCenter'), href: withLang('/tab/myCenter', lang) },
          { key: 'follows', label: t('follow.title'), href: withLang('/tab/management', lang) },
          { key: 'security', label: t('header.securityCenter'), href: security, document: true },
          { key: 'logout', label: t('header.logout'), onSelect: () => void onLogout() },
        ]}
      />
    </div>
  );
}
