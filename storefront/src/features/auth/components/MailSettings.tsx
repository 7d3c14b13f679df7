import Switch from 'antd/es/switch';
import { useState } from 'react';
import type { Profile } from '../../../api/get-profile';
import { ApiError } from '../../../lib/api-client';
import { errorDetail } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { updateProfile } from '../api/update-profile';

type Setting = 'notifyPayments' | 'notifyAds' | 'notifyMessages';

const SETTINGS: { key: Setting; label: string; help: string; on: string; off: string }[] = [
  {
    key: 'notifyPayments',
    label: 'Top-up mails',
    help: 'When an administrator approves or rejects money you added to your wallet.',
    on: 'You will get mails about your top-ups.',
    off: 'You will no longer get mails about your top-ups.',
  },
  {
    key: 'notifyAds',
    label: 'Ad mails',
    help: 'When an ad is taken down by a moderator, is about to expire or has expired, or its promotion has ended.',
    on: 'You will get mails about your ads.',
    off: 'You will no longer get mails about your ads.',
  },
  {
    key: 'notifyMessages',
    label: 'Message mails',
    help: 'When a buyer or a seller writes to you (at most one mail per conversation every 15 minutes).',
    on: 'You will get mails about new messages.',
    off: 'You will no longer get mails about new messages.',
  },
];

const settingsOf = (profile: Profile): Record<Setting, boolean> => ({ notifyPayments: profile.notifyPayments, notifyAds: profile.notifyAds, notifyMessages: profile.notifyMessages });

/**
 * The profile's "Mail settings": each switch is saved as soon as it is flipped (the mails' one-click
 * "Stop these mails" links turn the same settings off). Mails about the account itself always go out.
 */
export function MailSettings({ profile }: { profile: Profile }) {
  const [values, setValues] = useState(settingsOf(profile));
  const [saving, setSaving] = useState<Setting | null>(null);

  const change = async (key: Setting, checked: boolean) => {
    const setting = SETTINGS.find((candidate) => candidate.key === key)!;
    setSaving(key);
    setValues((current) => ({ ...current, [key]: checked })); // shown at once; put back if the API refuses
    try {
      const next = await updateProfile({ [key]: checked });
      setValues(settingsOf(next));
      notify.success('Mail settings saved', next[key] ? setting.on : setting.off);
    } catch (error) {
      setValues((current) => ({ ...current, [key]: !checked }));
      if (!(error instanceof ApiError && error.status === 401)) notify.error('Could not save your mail settings', errorDetail(error));
    } finally {
      setSaving(null);
    }
  };

  return (
    <>
      <ul className="mail-settings">
        {SETTINGS.map(({ key, label, help }) => (
          <li key={key} className="mail-settings__item">
            <div className="mail-settings__text">
              <label className="mail-settings__label" htmlFor={`mail-${key}`}>
                {label}
              </label>
              <p className="mail-settings__help" id={`mail-${key}-help`}>
                {help}
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
      <p className="muted">Mails about your account itself (confirming your e-mail, resetting or changing your password) are always sent.</p>
    </>
  );
}
