import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Switch from 'antd/es/switch';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserSubscription, canPush, turnPushOff, turnPushOn } from '../../../lib/browser-push';
import { errorDetail } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { type PushKind, pushSettingsQuery, refreshPushSettings, updatePushSettings } from '../api/push-settings';

const KINDS: PushKind[] = ['messages', 'searchAlerts', 'adExpiry'];

/**
 * The profile's "Push notifications": push turned on or off in this browser (the browser asks for permission), and
 * which kinds of push the account wants in all its browsers, each saved as soon as it is flipped.
 */
export function PushSettings() {
  const { t } = useTranslation();
  const settings = useQuery(pushSettingsQuery());
  const [here, setHere] = useState<'on' | 'off' | 'denied' | 'unsupported' | null>(canPush() ? null : 'unsupported');
  const [busy, setBusy] = useState<PushKind | 'browser' | null>(null);

  useEffect(() => {
    if (!canPush()) return;
    void browserSubscription().then((subscription) => setHere(subscription ? 'on' : Notification.permission === 'denied' ? 'denied' : 'off'));
  }, []);

  const switchBrowser = async (on: boolean) => {
    setBusy('browser');
    try {
      if (!on) {
        await turnPushOff();
        setHere('off');
      } else {
        const outcome = await turnPushOn();
        setHere(outcome === 'on' ? 'on' : outcome === 'denied' ? 'denied' : 'unsupported');
        if (outcome === 'on') notify.success(t('auth.pushSettings.turnedOn'));
      }
      await refreshPushSettings();
    } catch (error) {
      notify.error(t('auth.pushSettings.failed'), errorDetail(error));
    } finally {
      setBusy(null);
    }
  };

  const switchKind = async (kind: PushKind, on: boolean) => {
    setBusy(kind);
    try {
      await updatePushSettings({ [kind]: on });
    } catch (error) {
      notify.error(t('auth.pushSettings.failed'), errorDetail(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      {here === 'unsupported' ? <Alert type="info" showIcon message={t('auth.pushSettings.unsupported')} /> : null}
      {here === 'denied' ? <Alert type="warning" showIcon message={t('auth.pushSettings.denied')} /> : null}
      {here === 'on' || here === 'off' ? (
        <div className="push-settings__browser">
          <p className="muted" role="status">
            {here === 'on' ? t('auth.pushSettings.onHere') : t('auth.pushSettings.offHere')}
          </p>
          <Button type={here === 'on' ? 'default' : 'primary'} loading={busy === 'browser'} disabled={busy !== null} onClick={() => void switchBrowser(here !== 'on')}>
            {here === 'on' ? t('auth.pushSettings.turnOff') : t('auth.pushSettings.turnOn')}
          </Button>
        </div>
      ) : null}
      {settings.data ? (
        <ul className="mail-settings">
          {KINDS.map((kind) => (
            <li key={kind} className="mail-settings__item">
              <div className="mail-settings__text">
                <label className="mail-settings__label" htmlFor={`push-${kind}`}>
                  {t(`auth.pushSettings.${kind}.label`)}
                </label>
                <p className="mail-settings__help" id={`push-${kind}-help`}>
                  {t(`auth.pushSettings.${kind}.help`)}
                </p>
              </div>
              <Switch
                id={`push-${kind}`}
                aria-describedby={`push-${kind}-help`}
                checked={settings.data[kind]}
                loading={busy === kind}
                disabled={busy !== null}
                onChange={(on) => void switchKind(kind, on)}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {settings.data ? <p className="muted">{t('auth.pushSettings.browsers', { count: settings.data.browsers })}</p> : null}
    </>
  );
}
