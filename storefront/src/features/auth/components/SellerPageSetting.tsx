import Switch from 'antd/es/switch';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Profile } from '../../../api/get-profile';
import { ApiError } from '../../../lib/api-client';
import { errorDetail } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { sellerPath } from '../../../lib/slug';
import { updateProfile } from '../api/update-profile';

/**
 * Whether buyers see the seller's public page (/seller/{displayName}: display name, member since, badges, live ads),
 * linked from their ads; saved as soon as it is flipped, like the mail settings.
 */
export function SellerPageSetting({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const [on, setOn] = useState(profile.publicPage);
  const [saving, setSaving] = useState(false);

  const change = async (checked: boolean) => {
    setSaving(true);
    setOn(checked);
    try {
      const next = await updateProfile({ publicPage: checked });
      setOn(next.publicPage);
      notify.success(t('auth.sellerPage.saved'), next.publicPage ? t('auth.sellerPage.on') : t('auth.sellerPage.off'));
    } catch (error) {
      setOn(!checked);
      if (!(error instanceof ApiError && error.status === 401)) notify.error(t('auth.sellerPage.failed'), errorDetail(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="mail-settings__item seller-page-setting">
      <div className="mail-settings__text">
        <label className="mail-settings__label" htmlFor="seller-page">
          {t('auth.sellerPage.label')}
        </label>
        <p className="mail-settings__help" id="seller-page-help">
          {on && profile.displayName ? <Trans i18nKey="auth.sellerPage.helpOn" components={{ page: <Link to={sellerPath(profile.displayName)} /> }} /> : t('auth.sellerPage.helpOff')}
        </p>
      </div>
      <Switch id="seller-page" aria-describedby="seller-page-help" checked={on} loading={saving} disabled={saving} onChange={(checked) => void change(checked)} />
    </div>
  );
}
