import Drawer from 'antd/es/drawer';
import AimOutlined from '@ant-design/icons/AimOutlined';
import CustomerServiceOutlined from '@ant-design/icons/CustomerServiceOutlined';
import FileProtectOutlined from '@ant-design/icons/FileProtectOutlined';
import BellOutlined from '@ant-design/icons/BellOutlined';
import HeartOutlined from '@ant-design/icons/HeartOutlined';
import HistoryOutlined from '@ant-design/icons/HistoryOutlined';
import HomeOutlined from '@ant-design/icons/HomeOutlined';
import LoginOutlined from '@ant-design/icons/LoginOutlined';
import MessageOutlined from '@ant-design/icons/MessageOutlined';
import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import PhoneOutlined from '@ant-design/icons/PhoneOutlined';
import PlusCircleOutlined from '@ant-design/icons/PlusCircleOutlined';
import ReadOutlined from '@ant-design/icons/ReadOutlined';
import SafetyCertificateOutlined from '@ant-design/icons/SafetyCertificateOutlined';
import UnorderedListOutlined from '@ant-design/icons/UnorderedListOutlined';
import UserAddOutlined from '@ant-design/icons/UserAddOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { logOut } from '../../lib/log-out';
import { useSession } from '../../lib/session';
import { useSiteSettings } from '../../api/get-site-settings';
import { useTranslation } from 'react-i18next';
import { useLocateMe } from '../../features/search/components/use-locate-me';

interface MenuEntry {
  key: string;
  label: string;
  icon: ReactNode;
  to?: string;
  href?: string;
  onClick?: () => void;
  disabled?: boolean;
}

function Entry({ entry, onNavigate }: { entry: MenuEntry; onNavigate: () => void }) {
  const content = (
    <>
      <span className="side-menu__icon" aria-hidden>
        {entry.icon}
      </span>
      {entry.label}
    </>
  );
  if (entry.disabled) {
    return (
      <span className="side-menu__item side-menu__item--disabled" aria-disabled="true">
        {content}
      </span>
    );
  }
  if (entry.to) {
    return (
      <NavLink to={entry.to} end className="side-menu__item" onClick={onNavigate}>
        {content}
      </NavLink>
    );
  }
  if (entry.href) {
    return (
      <a href={entry.href} className="side-menu__item" onClick={onNavigate}>
        {content}
      </a>
    );
  }
  return (
    <button type="button" className="side-menu__item" onClick={entry.onClick}>
      {content}
    </button>
  );
}

interface SideMenuProps {
  open: boolean;
  onClose: () => void;
}

/** Every entry, with what visitors and signed-in sellers may use (docs/seller-guide.md, "Account"). Loaded on first open. */
export default function SideMenu({ open, onClose }: SideMenuProps) {
  const { t } = useTranslation();
  const session = useSession();
  const visitor = !session;
  const { supportEmail, supportPhone } = useSiteSettings();
  const locateMe = useLocateMe();
  const groups: MenuEntry[][] = [
    [
      {
        key: 'locateMe',
        label: t('common.menu.locateMe'),
        icon: <AimOutlined aria-hidden />,
        onClick: () => {
          onClose();
          locateMe();
        },
      },
      { key: 'postAd', label: t('common.menu.postAd'), icon: <PlusCircleOutlined aria-hidden />, to: '/AddPost', disabled: visitor },
      { key: 'home', label: t('common.menu.home'), icon: <HomeOutlined aria-hidden />, to: '/' },
      { key: 'favourites', label: t('common.menu.favourites'), icon: <HeartOutlined aria-hidden />, to: '/favourites' },
      { key: 'login', label: t('common.menu.login'), icon: <LoginOutlined aria-hidden />, to: '/LogIn', disabled: !visitor },
      { key: 'signUp', label: t('common.menu.signUp'), icon: <UserAddOutlined aria-hidden />, to: '/register' },
      { key: 'myAds', label: t('common.menu.myAds'), icon: <UnorderedListOutlined aria-hidden />, to: '/myads', disabled: visitor },
      { key: 'inbox', label: t('common.menu.inbox'), icon: <MessageOutlined aria-hidden />, to: '/inbox', disabled: visitor },
      { key: 'activity', label: t('common.menu.activity'), icon: <HistoryOutlined aria-hidden />, to: '/activity', disabled: visitor },
      { key: 'savedSearches', label: t('common.menu.savedSearches'), icon: <BellOutlined aria-hidden />, to: '/saved-searches', disabled: visitor },
    ],
    [
      { key: 'blog', label: t('common.menu.blog'), icon: <ReadOutlined aria-hidden />, to: '/blog' },
      // Only what the operator set (console, Site settings): no placeholder, no dead link.
      ...(supportEmail ? [{ key: 'support', label: t('common.menu.support'), icon: <CustomerServiceOutlined aria-hidden />, href: `mailto:${supportEmail}` }] : []),
      ...(supportPhone ? [{ key: 'contactUs', label: t('common.menu.contactUs'), icon: <PhoneOutlined aria-hidden />, href: `tel:${supportPhone}` }] : []),
      { key: 'privacyPolicy', label: t('common.menu.privacyPolicy'), icon: <SafetyCertificateOutlined aria-hidden />, to: '/privacy&policy' },
      { key: 'terms', label: t('common.menu.terms'), icon: <FileProtectOutlined aria-hidden />, to: '/terms&conditions' },
    ],
    [{ key: 'logOut', label: t('common.menu.logOut'), icon: <LogoutOutlined aria-hidden />, onClick: () => void logOut(), disabled: visitor }],
  ];

  return (
    <Drawer id="side-menu" open={open} onClose={onClose} placement="right" size={300} title={t('common.menu.title')} className="side-menu">
      {session ? (
        <NavLink to="/profile" className="side-menu__profile" onClick={onClose}>
          <UserOutlined aria-hidden />
          <span>
            <span className="side-menu__name">{session.fullName || t('common.menu.myProfile')}</span>
            <span className="side-menu__email">{session.email}</span>
          </span>
        </NavLink>
      ) : (
        <p className="side-menu__guest">{t('common.menu.guest')}</p>
      )}
      <nav aria-label={t('common.menu.main')}>
        {groups.map((group, index) => (
          <ul key={index} className="side-menu__group">
            {group.map((entry) => (
              <li key={entry.key}>
                <Entry entry={entry} onNavigate={onClose} />
              </li>
            ))}
          </ul>
        ))}
      </nav>
    </Drawer>
  );
}
