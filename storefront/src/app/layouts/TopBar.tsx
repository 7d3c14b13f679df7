import Button from 'antd/es/button';
import MenuOutlined from '@ant-design/icons/MenuOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { ButtonLink } from '../../components/ButtonLink';
import { Logo } from '../../components/Logo';
import { clearSessionCache } from '../../lib/query-client';
import { useSession } from '../../lib/session';
import { useSearchPopup } from '../../features/search/components/search-popup-context';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from './LanguageSwitch';

// Signed-in users only: its code (antd's Badge) is not in the home page's entry, loaded once there is a session.
const InboxLink = lazy(() => import('../../features/messages/components/InboxLink'));

interface TopBarProps {
  menuOpen: boolean;
  onToggleMenu: () => void;
}

export function TopBar({ menuOpen, onToggleMenu }: TopBarProps) {
  const { t } = useTranslation();
  const { openSearch } = useSearchPopup();
  const session = useSession();
  return (
    <header className="top-bar">
      <div className="top-bar__inner">
        {/* Seed: the logo goes home and clears session storage (cached catalogue data). */}
        <Link to="/" className="top-bar__logo" onClick={clearSessionCache}>
          <Logo />
        </Link>
        <div className="top-bar__actions">
          <Button type="text" className="top-bar__search" icon={<SearchOutlined aria-hidden />} onClick={() => openSearch()} aria-label={t('common.topBar.searchAds')}>
            <span className="top-bar__label">{t('common.topBar.search')}</span>
          </Button>
          <LanguageSwitch />
          {session ? (
            <Suspense fallback={null}>
              <InboxLink />
            </Suspense>
          ) : null}
          <ButtonLink to="/AddPost" linkClassName="top-bar__post" type="primary" icon={<PlusOutlined aria-hidden />}>
            {t('common.topBar.postAd')}
          </ButtonLink>
          <Button
            type="text"
            className="top-bar__menu"
            icon={<MenuOutlined aria-hidden />}
            onClick={onToggleMenu}
            aria-label={menuOpen ? t('common.topBar.closeMenu') : t('common.topBar.openMenu')}
            aria-expanded={menuOpen}
            aria-controls="side-menu"
          />
        </div>
      </div>
    </header>
  );
}
