import Modal from 'antd/es/modal';
import { notify } from '../../../lib/notify';
import { detailFormValues } from '../api/ad-details-input';
import { updateAd } from '../api/update-ad';
import type { AdInput, MyAd } from '../api/types';
import { AdForm } from './AdForm';
import { useTranslation } from 'react-i18next';

interface EditAdModalProps {
  ad: MyAd | null;
  onClose: () => void;
  onSaved: () => void;
}

export function EditAdModal({ ad, onClose, onSaved }: EditAdModalProps) {
  const { t } = useTranslation();
  const submit = async (input: AdInput) => {
    if (!ad) return;
    const saved = await updateAd(ad.id, input);
    if (saved.status === 'PENDING_REVIEW' && ad.status !== 'PENDING_REVIEW') notify.success(t('sellerAds.sentForReview'), t('sellerAds.editAd.sentForReviewDetail'));
    else notify.success(t('sellerAds.editAd.updated'));
    onSaved();
  };

  return (
    <Modal
      open={Boolean(ad)}
      title={ad?.status === 'REJECTED' ? t('sellerAds.editAd.resubmitTitle') : t('sellerAds.editAd.title')}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
      width={720}
      className="edit-ad-modal"
    >
      {ad ? (
        <AdForm
          key={ad.id}
          submitLabel={ad.status === 'REJECTED' ? t('sellerAds.editAd.saveAndResubmit') : t('sellerAds.editAd.save')}
          photosOptional
          initialValues={{
            categoryId: ad.category.id,
            state: ad.location.state,
            locationId: ad.location.id,
            title: ad.title,
            description: ad.description,
            phone: ad.phone,
            age: ad.age,
            contact: ad.contact,
            details: detailFormValues(ad.details),
          }}
          currentPhotos={
            ad.images.length ? (
              <div className="current-photos">
                <span className="current-photos__label">{t('sellerAds.editAd.currentPhotos')}</span>
                <div className="current-photos__list">
                  {ad.images.map((image) => (
                    <img key={image.url} src={image.thumbUrl || image.url} alt="" loading="lazy" />
                  ))}
                </div>
              </div>
            ) : null
          }
          onSubmit={submit}
        />
      ) : null}
    </Modal>
  );
}
