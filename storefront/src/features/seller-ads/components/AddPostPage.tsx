import Alert from 'antd/es/alert';
import { useNavigate } from 'react-router-dom';
import { useProfile } from '../../../api/get-profile';
import { PageTitle } from '../../../components/PageTitle';
import { notify } from '../../../lib/notify';
import { usePageMeta } from '../../../lib/page-meta';
import { createAd } from '../api/create-ad';
import type { AdInput } from '../api/types';
import { AdForm } from './AdForm';
import { useTranslation } from 'react-i18next';

/** /AddPost */
export default function AddPostPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: profile } = useProfile({ quiet: true }); // only for the default phone: the form works without it
  usePageMeta({ title: t('sellerAds.addPost.title') });

  const submit = async (input: AdInput) => {
    const ad = await createAd(input);
    if (ad.status === 'PENDING_REVIEW') notify.success(t('sellerAds.sentForReview'), t('sellerAds.addPost.sentForReviewDetail'));
    else notify.success(t('sellerAds.addPost.created'), t('sellerAds.addPost.createdDetail'));
    navigate('/myads');
  };

  return (
    <>
      <PageTitle title={t('sellerAds.addPost.title')} subtitle={t('sellerAds.addPost.subtitle')} />
      <div className="panel">
        <Alert className="form-alert" type="warning" showIcon title={t('sellerAds.addPost.adultsOnly')} />
        <AdForm submitLabel={t('sellerAds.addPost.create')} defaultPhone={profile?.phone} onSubmit={submit} />
      </div>
    </>
  );
}
