import App from 'antd/es/app';
import Button from 'antd/es/button';
import Descriptions from 'antd/es/descriptions';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import DatabaseOutlined from '@ant-design/icons/DatabaseOutlined';
import IdcardOutlined from '@ant-design/icons/IdcardOutlined';
import LockOutlined from '@ant-design/icons/LockOutlined';
import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import MailOutlined from '@ant-design/icons/MailOutlined';
import SafetyOutlined from '@ant-design/icons/SafetyOutlined';
import WalletOutlined from '@ant-design/icons/WalletOutlined';
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
import { PublicProfileForm } from './PublicProfileForm';
import { YourData } from './YourData';

export default function ProfilePage() {
  const { data: profile, loading, error, reload } = useProfile();
  const { modal } = App.useApp();
  usePageMeta({ title: 'My profile' });
  if (error && !profile) return <LoadError error={error} onRetry={reload} />;

  const signOutEverywhere = () =>
    modal.confirm({
      title: 'Sign out on every device?',
      content: 'Every device signed in to your account, this one included, will need your password again.',
      okText: 'Sign out everywhere',
      okButtonProps: { danger: true },
      onOk: () => logOut({ everywhere: true }).catch((failure: unknown) => notify.error('Could not sign out everywhere', errorDetail(failure))),
    });

  return (
    <>
      <PageTitle title="My profile" />
      {profile && !profile.emailVerified ? (
        <VerifyEmailAlert className="profile-verify" detail={`We sent a link to ${profile.email} when you signed up. Until you follow it you can prepare ads, but not post or promote them.`} />
      ) : null}
      <div className="profile-grid">
        <section className="panel">
          <h2 className="panel__title">Account</h2>
          {loading || !profile ? (
            <Skeleton active paragraph={{ rows: 3 }} />
          ) : (
            <Descriptions
              column={1}
              size="small"
              items={[
                {
                  key: 'email',
                  label: 'Email',
                  children: (
                    <span className="profile-email">
                      <span className="profile-email__address">{profile.email}</span>
                      {profile.emailVerified ? <Tag color="green">Verified</Tag> : <Tag color="orange">Not verified</Tag>}
                    </span>
                  ),
                },
                { key: 'role', label: 'Account type', children: <Tag color={profile.role === 'ADMIN' ? 'gold' : 'magenta'}>{profile.role === 'ADMIN' ? 'Administrator' : 'Seller'}</Tag> },
              ]}
            />
          )}
          <div className="button-row">
            <ButtonLink to="/myads">My Ads</ButtonLink>
            <ButtonLink to="/activity">Activity</ButtonLink>
            {profile?.role === 'ADMIN' ? <Button href="/admin">Admin console</Button> : null}
            <Button danger type="text" onClick={() => void logOut()}>
              Log out
            </Button>
          </div>
        </section>
        <section className="panel wallet-card">
          <h2 className="panel__title">
            <WalletOutlined /> Wallet
          </h2>
          {loading || !profile ? <Skeleton active paragraph={{ rows: 1 }} /> : <p className="wallet-card__balance">{formatRupees(profile.walletBalance)}</p>}
          <p className="muted">Top up by UPI and spend your balance on promotion packages.</p>
          <div className="button-row">
            <ButtonLink to="/select-amount" type="primary">
              Add money
            </ButtonLink>
            <ButtonLink to="/pacakages">See packages</ButtonLink>
          </div>
        </section>
        <section className="panel">
          <h2 className="panel__title">
            <IdcardOutlined /> Public profile
          </h2>
          <p className="muted">Buyers see your display name on your ads; your full name and phone stay private.</p>
          {profile ? <PublicProfileForm profile={profile} /> : <Skeleton active paragraph={{ rows: 5 }} />}
        </section>
        <section className="panel profile-grid__aside">
          <h2 className="panel__title">
            <MailOutlined /> Mail settings
          </h2>
          {profile ? <MailSettings profile={profile} /> : <Skeleton active paragraph={{ rows: 3 }} />}
        </section>
        <section className="panel">
          <h2 className="panel__title">
            <LockOutlined /> Change password
          </h2>
          <p className="muted">Other devices are signed out; this one stays signed in.</p>
          <ChangePasswordForm email={profile?.email} />
        </section>
        <div className="profile-grid__aside">
          <section className="panel">
            <h2 className="panel__title">
              <SafetyOutlined /> Signed-in devices
            </h2>
            <p className="muted">Lost a phone, or signed in on someone else&apos;s computer? End every session of your account, this one included.</p>
            <div className="button-row">
              <Button danger icon={<LogoutOutlined />} onClick={signOutEverywhere}>
                Sign out on every device
              </Button>
            </div>
          </section>
          <section className="panel">
            <h2 className="panel__title">
              <DatabaseOutlined /> Your data
            </h2>
            {profile ? <YourData profile={profile} /> : <Skeleton active paragraph={{ rows: 1 }} />}
          </section>
        </div>
      </div>
    </>
  );
}
