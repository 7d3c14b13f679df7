import CopyrightCircleOutlined from '@ant-design/icons/CopyrightCircleOutlined';
import FacebookOutlined from '@ant-design/icons/FacebookOutlined';
import InstagramOutlined from '@ant-design/icons/InstagramOutlined';
import SendOutlined from '@ant-design/icons/SendOutlined';
import XOutlined from '@ant-design/icons/XOutlined';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Logo } from '../../components/Logo';
import { type SiteSettings, useSiteSettings } from '../../api/get-site-settings';
import { siteConfig } from '../../lib/site-config';
import { useTranslation } from 'react-i18next';

type ProfileField = 'xUrl' | 'instagramUrl' | 'facebookUrl' | 'telegramUrl';

const SOCIAL: { field: ProfileField; name: string; icon: ReactNode }[] = [
  { field: 'xUrl', name: 'X', icon: <XOutlined aria-hidden /> },
  { field: 'instagramUrl', name: 'Instagram', icon: <InstagramOutlined aria-hidden /> },
  { field: 'facebookUrl', name: 'Facebook', icon: <FacebookOutlined aria-hidden /> },
  { field: 'telegramUrl', name: 'Telegram', icon: <SendOutlined aria-hidden /> },
];

/** The profiles the operator set, in a fixed order; none on a new install. */
const profilesOf = (settings: SiteSettings) => SOCIAL.flatMap(({ field, ...network }) => (settings[field] ? [{ ...network, url: settings[field] }] : []));

export function SiteFooter() {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  const profiles = profilesOf(settings);
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <Logo />
          <p>{t('common.footer.tagline')}</p>
          <div className="site-footer__badges">
            <span className="badge-18" title={t('common.footer.adultsOnlyTitle')}>
              <span className="badge-18__mark">18+</span>
              <span>{t('common.footer.adultsOnly')}</span>
            </span>
            <span className="badge-copyright" title={t('common.footer.copyrightTitle')}>
              <CopyrightCircleOutlined aria-hidden />
              <span>{t('common.footer.copyrightProtected')}</span>
            </span>
          </div>
        </div>
        <nav className="site-footer__links" aria-label={t('common.footer.links')}>
          <Link to="/AddPost">{t('common.footer.postAd')}</Link>
          <Link to="/pacakages">{t('common.footer.packages')}</Link>
          <Link to="/blog">{t('common.footer.blog')}</Link>
          <Link to="/terms&conditions">{t('common.footer.terms')}</Link>
          <Link to="/privacy&policy">{t('common.footer.privacy')}</Link>
          <Link to="/grievance">{t('common.footer.grievances')}</Link>
          {settings.supportEmail && <a href={`mailto:${settings.supportEmail}`}>{t('common.footer.support')}</a>}
        </nav>
        {profiles.length > 0 && (
          <div className="site-footer__social" aria-label={t('common.footer.followUs')}>
            {profiles.map((profile) => (
              <a key={profile.name} href={profile.url} target="_blank" rel="noopener noreferrer" aria-label={t('common.footer.onNetwork', { network: profile.name })}>
                {profile.icon}
              </a>
            ))}
          </div>
        )}
      </div>
      <p className="site-footer__copyright">{t('common.footer.rights', { year: new Date().getFullYear(), site: siteConfig.name })}</p>
    </footer>
  );
}
