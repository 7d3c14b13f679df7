import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import CameraOutlined from '@ant-design/icons/CameraOutlined';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { askPhotoVerification, sendSelfie, usePhotoVerification, type PhotoVerificationState } from '../api/photo-verification';
import type { MyAd } from '../api/types';

/** Asks for a code, or asks again after a refusal or a changed photo. */
function AskForCode({ state, adId }: { state: PhotoVerificationState; adId: number }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const ask = () => {
    setBusy(true);
    askPhotoVerification(adId)
      .catch(() => undefined) // shown by the API client
      .finally(() => setBusy(false));
  };
  return (
    <>
      {state.status === 'REFUSED' ? (
        <Alert type="error" showIcon title={t('sellerAds.verifyPhotos.refusedTitle', { date: formatDate(state.decidedAt) })} description={state.refusal} />
      ) : state.status === 'APPROVED' ? (
        <Alert type="warning" showIcon title={t('sellerAds.verifyPhotos.lapsed')} />
      ) : null}
      <p>{t('sellerAds.verifyPhotos.intro')}</p>
      <Button type="primary" onClick={ask} loading={busy}>
        {state.status === 'NONE' ? t('sellerAds.verifyPhotos.getCode') : t('sellerAds.verifyPhotos.tryAgain')}
      </Button>
    </>
  );
}

/** The code, what to do with it, and the selfie's upload. */
function SendSelfie({ state, adId }: { state: PhotoVerificationState; adId: number }) {
  const { t } = useTranslation();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const send = () => {
    if (!file) return;
    setBusy(true);
    sendSelfie(adId, file)
      .catch(() => undefined) // shown by the API client
      .finally(() => setBusy(false));
  };
  return (
    <>
      <p>{t('sellerAds.verifyPhotos.yourCode')}</p>
      <p className="verify-photos__code" data-testid="photo-verification-code" aria-label={t('sellerAds.verifyPhotos.codeLabel')}>
        {state.code}
      </p>
      <ol className="verify-photos__steps">
        <li>{t('sellerAds.verifyPhotos.step1')}</li>
        <li>{t('sellerAds.verifyPhotos.step2')}</li>
        <li>{t('sellerAds.verifyPhotos.step3')}</li>
      </ol>
      <p className="verify-photos__private">{t('sellerAds.verifyPhotos.private')}</p>
      <label htmlFor={inputId} className="verify-photos__label">
        {t('sellerAds.verifyPhotos.chooseSelfie')}
      </label>
      <input id={inputId} type="file" accept="image/jpeg,image/png,image/webp" capture="user" onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
      <div className="verify-photos__actions">
        <Button type="primary" icon={<CameraOutlined aria-hidden />} onClick={send} loading={busy} disabled={!file}>
          {t('sellerAds.verifyPhotos.send')}
        </Button>
      </div>
    </>
  );
}

/** My ads → "Verify photos": the one-time code and its instructions, the selfie's upload, then where it stands. */
export function VerifyPhotosModal({ ad, onClose }: { ad: MyAd | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { data: state } = usePhotoVerification(ad?.id ?? null);
  return (
    <Modal open={Boolean(ad)} title={t('sellerAds.verifyPhotos.title', { title: ad?.title ?? '' })} footer={null} onCancel={onClose} destroyOnHidden className="verify-photos">
      {!ad || !state ? null : state.photosVerifiedAt ? (
        <Alert type="success" showIcon title={t('sellerAds.verifyPhotos.verified', { date: formatDate(state.photosVerifiedAt) })} description={t('sellerAds.verifyPhotos.verifiedDetail')} />
      ) : state.status === 'PENDING' ? (
        <Alert type="info" showIcon title={t('sellerAds.verifyPhotos.waiting')} description={t('sellerAds.verifyPhotos.waitingDetail')} />
      ) : state.status === 'AWAITING_SELFIE' ? (
        <SendSelfie state={state} adId={ad.id} />
      ) : (
        <AskForCode state={state} adId={ad.id} />
      )}
    </Modal>
  );
}
