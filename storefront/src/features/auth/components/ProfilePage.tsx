import Button from 'antd/es/button';
import Descriptions from 'antd/es/descriptions';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import WalletOutlined from '@ant-design/icons/WalletOutlined';
import { ButtonLink } from '../../../components/ButtonLink';
import { LoadError } from '../../../components/LoadError';
import { PageTitle } from '../../../components/PageTitle';
import { formatRupees } from '../../../lib/format';
import { usePageMeta } from '../../../lib/page-meta';
import { logOut } from '../../../lib/session';
import { useProfile } from '../api/get-profile';

export default function ProfilePage() {
  const { data: profile, loading, error, reload } = useProfile();
  usePageMeta({ title: 'My profile' });
  if (error && !profile) return <LoadError error={error} onRetry={reload} />;
  return (
    <>
      <PageTitle title="My profile" />
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
                { key: 'name', label: 'Name', children: profile.fullName },
                { key: 'email', label: 'Email', children: profile.email },
                { key: 'role', label: 'Account type', children: <Tag color={profile.role === 'ADMIN' ? 'gold' : 'magenta'}>{profile.role === 'ADMIN' ? 'Administrator' : 'Seller'}</Tag> },
              ]}
            />
          )}
          <div className="button-row">
            <ButtonLink to="/myads">My Ads</ButtonLink>
            <ButtonLink to="/activity">Activity</ButtonLink>
            {profile?.role === 'ADMIN' ? <Button href="/admin">Admin console</Button> : null}
            <Button danger type="text" onClick={logOut}>
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
      </div>
    </>
  );
}
