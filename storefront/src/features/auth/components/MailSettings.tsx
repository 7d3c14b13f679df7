import Switch from 'antd/es/switch';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Profile } from '../../../api/get-profile';
import { ApiError } from '../../../lib/api-client';
import { errorDetail } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { updateProfile } from '../api/update-profile';

type Setting = 'notifyPayments' | 'notifyAds' | 'notifyMessages';

/**
 * In the order shown, in two groups: mails that are part of the service (a top-up's outcome) and optional purposes,
 * which need consent and are off for a new account (docs/decisions/0038-consent.md). Each one's label, help and saved
 * toasts are under auth.mailSettings.<setting>.
 */
const GROUPS: { heading: 'serviceHeading' | 'optionalHeading'; settings: Setting[] }[] = [
  { heading: 'serviceHeading', settings: ['notifyPayments'] },
  { heading: 'optionalHeading', settings: ['notifyAds', 'notifyMessages'] },
];

const settingsOf = (profile: Profile): Record<Setting, boolean> => ({ notifyPayments: profile.notifyPayments, notifyAds: profile.notifyAds, notifyMessages: profile.notifyMessages });

/**
 * The profile's "Mail settings": each switch is saved as soon as it is flipped, and a change of an optional one is
 * recorded as consent given or withdrawn (the mails' one-click "Stop these mails" links turn the same settings off).
 * Mails about the account itself always go out.
 */
export function MailSettings({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const [values, setValues] = useState(settingsOf(profile));
  const [saving, setSaving] = useState<Setting | null>(null);

  const change = async (key: Setting, checked: boolean) => {
    setSaving(key);
    setValues((current) => ({ ...current, [key]: checked })); // shown at once; put back if the API refuses
    try {
      const next = await updateProfile({ [key]: checked });
      setValues(settingsOf(next));
      notify.success(t('auth.mailSettings.saved'), next[key] ? t(`auth.mailSettings.${key}.on`) : t(`auth.mailSettings.${key}.off`));
    } catch (error) {
      setValues((current) => ({ ...current, [key]: !checked }));
      if (!(error instanceof ApiError && error.status === 401)) notify.error(t('auth.mailSettings.failed'), errorDetail(error));
    } finally {
      setSaving(null);
    }
  };

  return (
    <>
      {GROUPS.map(({ heading, settings }) => (
        <section key={heading} aria-labelledby={`mail-${heading}`}>
          <h3 className="mail-settings__label" id={`mail-${heading}`}>
            {t(`auth.mailSettings.${heading}`)}
          </h3>
          {heading === 'optionalHeading' ? (
            <p className="mail-settings__help" style={{ marginBottom: 12 }}>
              {t('auth.mailSettings.optionalHelp')}
            </p>
          ) : null}
          <ul className="mail-settings">
            {settings.map((key) => (
              <li key={key} className="mail-settings__item">
                <div className="mail-settings__text">
                  <label className="mail-settings__label" htmlFor={`mail-${key}`}>
                    {t(`auth.mailSettings.${key}.label`)}
                  </label>
                  <p className="mail-settings__help" id={`mail-${key}-help`}>
                    {t(`auth.mailSettings.${key}.help`)}
                  </p>
                </div>
                <Switch
                  id={`mail-${key}`}
                  aria-describedby={`mail-${key}-help`}
                  checked={values[key]}
                  loading={saving === key}
                  disabled={saving !== null}
                  onChange={(checked) => void change(key, checked)}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
      <p className="muted">{t('auth.mailSettings.alwaysSent')}</p>
    </>
  );
}
