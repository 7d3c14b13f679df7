import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Switch from 'antd/es/switch';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useProfile, type Profile } from '../../../api/get-profile';
import { errorDetail } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { acknowledgeNotice } from '../api/acknowledge-notice';

type Choice = 'notifyAds' | 'notifyMessages';
const CHOICES: Choice[] = ['notifyAds', 'notifyMessages'];

/**
 * The privacy notice, shown once to a signed-in user who has not acknowledged the version in force (a changed
 * notice, or an account older than versions): a link to the privacy page and the optional mails' switches. "I have
 * read it" records the version and the choices (POST /api/auth/me/notice; docs/decisions/0038-consent.md).
 */
export default function NoticeDialog() {
  const { data: profile } = useProfile({ quiet: true });
  if (!profile || profile.noticeVersion === profile.currentNoticeVersion) return null;
  return <NoticeModal profile={profile} />;
}

function NoticeModal({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const [choices, setChoices] = useState<Record<Choice, boolean>>({ notifyAds: profile.notifyAds, notifyMessages: profile.notifyMessages });
  const [saving, setSaving] = useState(false);

  const acknowledge = async () => {
    setSaving(true);
    try {
      await acknowledgeNotice({ version: profile.currentNoticeVersion, ...choices }); // the kept profile now has it: the dialog goes
    } catch (error) {
      notify.error(t('auth.notice.failed'), errorDetail(error));
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={profile.noticeVersion ? t('auth.notice.titleChanged') : t('auth.notice.titleFirst')}
      closable={false}
      maskClosable={false}
      keyboard={false}
      footer={
        <Button type="primary" loading={saving} onClick={() => void acknowledge()}>
          {t('auth.notice.ok')}
        </Button>
      }
    >
      <p>{t('auth.notice.lead')}</p>
      <p>
        <Link to="/privacy&policy" target="_blank" rel="noopener">
          {t('auth.notice.read')}
        </Link>{' '}
        <span className="muted" style={{ whiteSpace: 'nowrap' }}>
          ({t('auth.notice.version', { version: profile.currentNoticeVersion })})
        </span>
      </p>
      <p className="mail-settings__label">{t('auth.notice.choices')}</p>
      <ul className="mail-settings">
        {CHOICES.map((key) => (
          <li key={key} className="mail-settings__item">
            <div className="mail-settings__text">
              <label className="mail-settings__label" htmlFor={`notice-${key}`}>
                {t(`auth.mailSettings.${key}.label`)}
              </label>
              <p className="mail-settings__help" id={`notice-${key}-help`}>
                {t(`auth.mailSettings.${key}.help`)}
              </p>
            </div>
            <Switch
              id={`notice-${key}`}
              aria-describedby={`notice-${key}-help`}
              checked={choices[key]}
              disabled={saving}
              onChange={(checked) => setChoices((current) => ({ ...current, [key]: checked }))}
            />
          </li>
        ))}
      </ul>
    </Modal>
  );
}
