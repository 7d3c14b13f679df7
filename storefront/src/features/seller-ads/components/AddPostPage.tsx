import Alert from 'antd/es/alert';
import { useNavigate } from 'react-router-dom';
import { useProfile } from '../../../api/get-profile';
import { PageTitle } from '../../../components/PageTitle';
import { notify } from '../../../lib/notify';
import { usePageMeta } from '../../../lib/page-meta';
import { createAd } from '../api/create-ad';
import type { AdInput } from '../api/types';
import { AdForm } from './AdForm';

/** /AddPost */
export default function AddPostPage() {
  const navigate = useNavigate();
  const { data: profile } = useProfile({ quiet: true }); // only for the default phone: the form works without it
  usePageMeta({ title: 'Post an ad' });

  const submit = async (input: AdInput) => {
    const ad = await createAd(input);
    if (ad.status === 'PENDING_REVIEW')
      notify.success('Your ad has been sent for review', 'A moderator looks at it first; meanwhile you can post it for free or promote it from My Ads, and it goes live once approved.');
    else notify.success('Your ad has been created', 'Post it for free or promote it from My Ads to make it visible.');
    navigate('/myads');
  };

  return (
    <>
      <PageTitle title="Post an ad" subtitle="It takes two minutes. Your ad goes live once you post it for free or promote it." />
      <div className="panel">
        <Alert className="form-alert" type="warning" showIcon title="Adults only: everyone in your ad must be 18 or older. Ads that break our Terms are removed." />
        <AdForm submitLabel="Create ad" defaultPhone={profile?.phone} onSubmit={submit} />
      </div>
    </>
  );
}
