import Button from 'antd/es/button';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import LoginOutlined from '@ant-design/icons/LoginOutlined';
import PhoneOutlined from '@ant-design/icons/PhoneOutlined';
import WhatsAppOutlined from '@ant-design/icons/WhatsAppOutlined';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { prepareChallenge, useChallenge } from '../../../lib/challenge';
import { useSession } from '../../../lib/session';
import { nationalNumber } from '../../../lib/validation';
import { revealPhone } from '../api/reveal-phone';

/**
 * The seller's number is not in the ad page's data: a signed-in visitor asks for it (the server
 * limits how many a day and counts each for the seller), so no script harvests an adults-only site.
 * The call needs a solved challenge: begun when the pointer or focus reaches the button, not on every
 * ad page a signed-in visitor opens (a phone would spend its battery on numbers never asked for).
 */
export function PhoneReveal({ adId, title, whatsapp }: { adId: number; title: string; whatsapp: boolean }) {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [phone, setPhone] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const { checking, withChallenge } = useChallenge(false);

  const ask = async () => {
    setAsking(true);
    try {
      setPhone((await withChallenge((challenge) => revealPhone(adId, challenge))).phone);
    } catch {
      // The API client has shown the reason (for example the day's limit).
    } finally {
      setAsking(false);
    }
  };

  if (!phone) {
    return (
      <div className="contact">
        <span className="contact__number">+91 XXXXX XXXXX</span>
        {session ? (
          <Button size="large" block icon={<EyeOutlined aria-hidden />} loading={asking} onClick={ask} onPointerEnter={prepareChallenge} onFocus={prepareChallenge}>
            {checking ? t('common.challenge.checking') : t('ads.phone.show')}
          </Button>
        ) : (
          <Button size="large" block icon={<LoginOutlined aria-hidden />} onClick={() => navigate('/LogIn', { state: { from: location.pathname } })}>
            {t('ads.phone.logIn')}
          </Button>
        )}
      </div>
    );
  }

  const digits = nationalNumber(phone);
  const greeting = encodeURIComponent(t('ads.phone.greeting', { title }));
  return (
    <div className="contact">
      <a className="contact__number" href={`tel:+91${digits}`}>
        +91 {digits.slice(0, 5)} {digits.slice(5)}
      </a>
      <div className="contact__actions">
        <Button type="primary" size="large" icon={<PhoneOutlined aria-hidden />} href={`tel:+91${digits}`}>
          {t('ads.phone.call')}
        </Button>
        {whatsapp ? (
          <Button size="large" className="contact__whatsapp" icon={<WhatsAppOutlined aria-hidden />} href={`https://wa.me/91${digits}?text=${greeting}`} target="_blank" rel="noopener noreferrer">
            WhatsApp
          </Button>
        ) : null}
      </div>
    </div>
  );
}
