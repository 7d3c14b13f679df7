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
import { siteConfig } from '../../lib/site-config';

interface MenuEntry {
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
  const session = useSession();
  const visitor = !session;
  const groups: MenuEntry[][] = [
    [
      { label: 'Locate me', icon: <AimOutlined />, disabled: true },
      { label: 'Post Ad', icon: <PlusCircleOutlined />, to: '/AddPost', disabled: visitor },
      { label: 'Home', icon: <HomeOutlined />, to: '/' },
      { label: 'Favourites', icon: <HeartOutlined />, to: '/favourites' },
      { label: 'Login', icon: <LoginOutlined />, to: '/LogIn', disabled: !visitor },
      { label: 'Sign up', icon: <UserAddOutlined />, to: '/register' },
      { label: 'My Ads', icon: <UnorderedListOutlined />, to: '/myads', disabled: visitor },
      { label: 'Inbox', icon: <MessageOutlined />, to: '/inbox', disabled: visitor },
      { label: 'Activity', icon: <HistoryOutlined />, to: '/activity', disabled: visitor },
      { label: 'Saved searches', icon: <BellOutlined />, to: '/saved-searches', disabled: visitor },
    ],
    [
      { label: 'Blog', icon: <ReadOutlined />, to: '/blog' },
      { label: 'Support', icon: <CustomerServiceOutlined />, href: `mailto:${siteConfig.supportEmail}` },
      { label: 'Contact Us', icon: <PhoneOutlined />, href: `tel:${siteConfig.contactPhone}` },
      { label: 'Privacy Policy', icon: <SafetyCertificateOutlined />, to: '/privacy&policy' },
      { label: 'Terms & Condition', icon: <FileProtectOutlined />, to: '/terms&conditions' },
    ],
    [{ label: 'Log out', icon: <LogoutOutlined />, onClick: () => void logOut(), disabled: visitor }],
  ];

  return (
    <Drawer id="side-menu" open={open} onClose={onClose} placement="right" size={300} title="Menu" className="side-menu">
      {session ? (
        <NavLink to="/profile" className="side-menu__profile" onClick={onClose}>
          <UserOutlined aria-hidden />
          <span>
            <span className="side-menu__name">{session.fullName || 'My profile'}</span>
            <span className="side-menu__email">{session.email}</span>
          </span>
        </NavLink>
      ) : (
        <p className="side-menu__guest">Log in to post and manage your ads.</p>
      )}
      <nav aria-label="Main menu">
        {groups.map((group, index) => (
          <ul key={index} className="side-menu__group">
            {group.map((entry) => (
              <li key={entry.label}>
                <Entry entry={entry} onNavigate={onClose} />
              </li>
            ))}
          </ul>
        ))}
      </nav>
    </Drawer>
  );
}
