import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useLang, withLang } from '../../lib/lang.ts';
import { logClick } from '../../lib/tracking.ts';
import { Icon } from '../icon.tsx';
import { MenuButton, type MenuItem } from '../menu-button.tsx';
import { navItems, type NavItem } from './nav-items.ts';

function isActive(item: NavItem, pathname: string): boolean {
  if (item.children) return item.children.some((child) => isActive(child, pathname));
  if (!item.href || item.external) return false;
  return item.href === '/' ? pathname === '/' : pathname.startsWith(item.href);
}

/** Desktop navigation with the Listed Companies drop-down, and a menu button on narrow screens. */
export function NavMenu({ aboutUrl }: { aboutUrl: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { pathname } = useLocation();
  const items = navItems(aboutUrl);
  const track = (key: string) => () => logClick({ text: `nav:${key}`, lang });
  const toMenuItem = (item: NavItem): MenuItem => ({
    key: item.key,
    label: t(item.labelKey),
    onSelect: track(item.key),
    href: item.external ? item.href : withLang(item.href ?? '/', lang),
    external: item.external,
  });
  const flat = items.flatMap((item) => item.children ?? [item]);

  return (
    <>
      <nav className="site-nav" aria-label={t('nav.label')}>
        <ul className="site-nav__list">
          {items.map((item) => (
            <li key={item.key} className={`site-nav__item${isActive(item, pathname) ? ' is-active' : ''}`}>
              {item.children ? (
                <MenuButton
                  buttonClassName="site-nav__link site-nav__trigger"
                  label={
                    <>
                      {t(item.labelKey)} <Icon name="down" className="site-nav__caret" />
                    </>
                  }
                  items={item.children.map(toMenuItem)}
                />
              ) : item.external ? (
                <a
                  className="site-nav__link"
                  href={item.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  onClick={track(item.key)}
                >
                  {t(item.labelKey)}
                </a>
              ) : (
                <Link className="site-nav__link" to={withLang(item.href ?? '/', lang)} onClick={track(item.key)}>
                  {t(item.labelKey)}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <div className="site-nav__mobile">
        <MenuButton
          buttonClassName="icon-button"
          buttonLabel={t('nav.label')}
          label={<Icon name="menu" />}
          items={flat.map(toMenuItem)}
          align="end"
          openOnHover={false}
        />
      </div>
    </>
  );
}
