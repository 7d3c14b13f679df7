import Button from 'antd/es/button';
import Descriptions from 'antd/es/descriptions';
import Modal from 'antd/es/modal';
import Tag from 'antd/es/tag';
import BellOutlined from '@ant-design/icons/BellOutlined';
import DatabaseOutlined from '@ant-design/icons/DatabaseOutlined';
import IdcardOutlined from '@ant-design/icons/IdcardOutlined';
import LockOutlined from '@ant-design/icons/LockOutlined';
import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import MailOutlined from '@ant-design/icons/MailOutlined';
import PhoneOutlined from '@ant-design/icons/PhoneOutlined';
import SafetyOutlined from '@ant-design/icons/SafetyOutlined';
import WalletOutlined from '@ant-design/icons/WalletOutlined';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../../../api/get-profile';
import { ButtonLink } from '../../../components/ButtonLink';
import { LoadError } from '../../../components/LoadError';
import { PageTitle } from '../../../components/PageTitle';
import { VerifyEmailAlert } from '../../../components/VerifyEmailAlert';
import { errorDetail } from '../../../lib/form-errors';
import { formatRupees } from '../../../lib/format';
import { logOut } from '../../../lib/log-out';
import { notify } from '../../../lib/notify';
import { usePageMeta } from '../../../lib/page-meta';
import { ChangePasswordForm } from './ChangePasswordForm';
import { MailSettings } from './MailSettings';
import { PhoneNumbers } from './PhoneNumbers';
import { PushSettings } from './PushSettings';
import { PublicProfileForm } from './PublicProfileForm';
import { SellerPageSetting } from './SellerPageSetting';
import { YourData } from './YourData';
import { Placeholder } from '../../../components/Placeholder';

export default function ProfilePage() {
  const { t } = useTranslation();
  const { data: profile, isLoading: loading, error, refetch: reload } = useProfile();
  // The confirmation's code comes with this page, not with the entry (AppProviders).
  const [modal, modalHolder] = Modal.useModal();
  usePageMeta({ title: t('auth.profile.title') });
  if (error && !profile) return <LoadError error={error} onRetry={reload} />;

  const signOutEverywhere = () =>
    modal.confirm({
      title: t('auth.profile.confirmSignOut.title'),
      content: t('auth.profile.confirmSignOut.content'),
      okText: t('auth.profile.confirmSignOut.ok'),
      okButtonProps: { danger: true },
      onOk: () => logOut({ everywhere: true }).catch((failure: unknown) => notify.error(t('auth.profile.confirmSignOut.failed'), errorDetail(failure))),
    });

  return (
    <>
      {modalHolder}
      <PageTitle title={t('auth.profile.title')} />
      {profile && !profile.emailVerified ? <VerifyEmailAlert className="profile-verify" detail={t('auth.profile.unverified', { email: profile.email })} /> : null}
      <div className="profile-grid">
        <section className="panel">
          <h2 className="panel__title">{t('auth.profile.account')}</h2>
          {loading || !profile ? (
            <Placeholder rows={3} />
          ) : (
            <Descriptions
              column={1}
              size="small"
              items={[
                {
                  key: 'email',
                  label: t('auth.email.label'),
                  children: (
                    <span className="profile-email">
                      <span className="profile-email__address" lang="">
                        {profile.email}
                      </span>
                      {profile.emailVerified ? <Tag color="green">{t('auth.profile.verified')}</Tag> : <Tag color="orange">{t('auth.profile.notVerified')}</Tag>}
                    </span>
                  ),
                },
                {
                  key: 'role',
                  label: t('auth.profile.accountType'),
                  children: <Tag color={profile.role === 'ADMIN' ? 'gold' : 'magenta'}>{profile.role === 'ADMIN' ? t('auth.profile.administrator') : t('auth.profile.seller')}</Tag>,
                },
              ]}
            />
          )}
          <div className="button-row">
            <ButtonLink to="/myads">{t('common.menu.myAds')}</ButtonLink>
            <ButtonLink to="/activity">{t('common.menu.activity')}</ButtonLink>
            {profile?.role === 'ADMIN' ? <Button href="/admin">{t('auth.profile.adminConsole')}</Button> : null}
            <Button danger type="text" onClick={() => void logOut()}>
              {t('common.menu.logOut')}
            </Button>
          </div>
        </section>
        <section className="panel wallet-card">
          <h2 className="panel__title">
            <WalletOutlined aria-hidden /> {t('auth.profile.wallet')}
          </h2>
          {loading || !profile ? <Placeholder rows={1} /> : <p className="wallet-card__balance">{formatRupees(profile.walletBalance)}</p>}
          <p className="muted">{t('auth.profile.walletHelp')}</p>
          <div className="button-row">
            <ButtonLink to="/select-amount" type="primary">
              {t('auth.addMoney')}
            </ButtonLink>
            <ButtonLink to="/pacakages">{t('auth.profile.seePackages')}</ButtonLink>
          </div>
        </section>
        <section className="panel">
          <h2 className="panel__title">
            <IdcardOutlined aria-hidden /> {t('auth.profile.publicProfile')}
          </h2>
          <p className="muted">{t('auth.profile.publicProfileHelp')}</p>
          {profile ? <PublicProfileForm profile={profile} /> : <Placeholder rows={5} />}
          {profile ? <SellerPageSetting profile={profile} /> : null}
        </section>
        <section className="panel" id="phones">
          <h2 className="panel__title">
            <PhoneOutlined aria-hidden /> {t('common.phones.title')}
          </h2>
          {profile ? <PhoneNumbers defaultPhone={profile.phone} /> : <Placeholder rows={2} />}
        </section>
        <section className="panel profile-grid__aside">
          <h2 className="panel__title">
            <MailOutlined aria-hidden /> {t('auth.profile.mailSettings')}
          </h2>
          {profile ? <MailSettings profile={profile} /> : <Placeholder rows={3} />}
        </section>
        <section className="panel profile-grid__aside" id="push">
          <h2 className="panel__title">
            <BellOutlined aria-hidden /> {t('auth.profile.pushSettings')}
          </h2>
          <PushSettings />
        </section>
        <section className="panel">
          <h2 className="panel__title">
            <LockOutlined aria-hidden /> {t('auth.changePassword')}
          </h2>
          <p className="muted">{t('auth.profile.changePasswordHelp')}</p>
          <ChangePasswordForm email={profile?.email} />
        </section>
        <div className="profile-grid__aside">
          <section className="panel">
            <h2 className="panel__title">
              <SafetyOutlined aria-hidden /> {t('auth.profile.devices')}
            </h2>
            <p className="muted">{t('auth.profile.devicesHelp')}</p>
            <div className="button-row">
              <Button danger icon={<LogoutOutlined aria-hidden />} onClick={signOutEverywhere}>
                {t('auth.profile.signOutEverywhere')}
              </Button>
            </div>
          </section>
          <section className="panel">
            <h2 className="panel__title">
              <DatabaseOutlined aria-hidden /> {t('auth.profile.yourData')}
            </h2>
            {profile ? <YourData profile={profile} /> : <Placeholder rows={1} />}
          </section>
        </div>
      </div>
    </>
  );
}
