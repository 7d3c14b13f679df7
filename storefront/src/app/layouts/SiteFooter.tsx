import CopyrightCircleOutlined from '@ant-design/icons/CopyrightCircleOutlined';
import FacebookOutlined from '@ant-design/icons/FacebookOutlined';
import InstagramOutlined from '@ant-design/icons/InstagramOutlined';
import SendOutlined from '@ant-design/icons/SendOutlined';
import XOutlined from '@ant-design/icons/XOutlined';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Logo } from '../../components/Logo';
import { siteConfig } from '../../lib/site-config';

const SOCIAL_ICONS: Record<string, ReactNode> = {
  X: <XOutlined />,
  Instagram: <InstagramOutlined />,
  Facebook: <FacebookOutlined />,
  Telegram: <SendOutlined />,
};

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <Logo />
          <p>Classified ads for adults across India.</p>
          <div className="site-footer__badges">
            <span className="badge-18" title="Adults only: you must be 18 or older">
              <span className="badge-18__mark">18+</span>
              <span>Adults only</span>
            </span>
            <span className="badge-copyright" title="Content on this site is protected by copyright">
              <CopyrightCircleOutlined aria-hidden />
              <span>Copyright protected</span>
            </span>
          </div>
        </div>
        <nav className="site-footer__links" aria-label="Footer">
          <Link to="/AddPost">Post an ad</Link>
          <Link to="/pacakages">Promotion packages</Link>
          <Link to="/blog">Blog</Link>
          <Link to="/terms&conditions">Terms &amp; Conditions</Link>
          <Link to="/privacy&policy">Privacy Policy</Link>
          <a href={`mailto:${siteConfig.supportEmail}`}>Support</a>
        </nav>
        <div className="site-footer__social" aria-label="Follow us">
          {siteConfig.social.map((profile) => (
            <a key={profile.name} href={profile.url} target="_blank" rel="noopener noreferrer" aria-label={`Bazaar on ${profile.name}`}>
              {SOCIAL_ICONS[profile.name]}
            </a>
          ))}
        </div>
      </div>
      <p className="site-footer__copyright">
        © {new Date().getFullYear()} {siteConfig.name}. All rights reserved. Ads are posted by users; report anything that breaks our terms.
      </p>
    </footer>
  );
}
