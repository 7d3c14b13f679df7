import Empty from 'antd/es/empty';
import Modal from 'antd/es/modal';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { ButtonLink } from '../../../components/ButtonLink';
import { LoadError } from '../../../components/LoadError';
import { Pager, pageFromSearch, withPage } from '../../../components/Pager';
import { PageTitle } from '../../../components/PageTitle';
import { needsVerifiedEmail } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { usePageMeta } from '../../../lib/page-meta';
import { deleteAd } from '../api/delete-ad';
import { MY_ADS_LAST_PAGE, MY_ADS_PAGE_SIZE, useMyAds } from '../api/get-my-ads';
import { getMyAd } from '../api/get-my-ad';
import { postFreeAd } from '../api/post-free-ad';
import type { MyAd } from '../api/types';
import { EditAdModal } from './EditAdModal';
import { MyAdCard } from './MyAdCard';
import { VerifyPhotosModal } from './VerifyPhotosModal';
import { useTranslation } from 'react-i18next';
import { Placeholder } from '../../../components/Placeholder';

/**
 * The ad a dialog is open for; `?<param>=<id>` opens it for that ad, fetched on its own when it is not on this page of
 * the list: `edit` (the link in a rejection mail) its editor, `verify` (the link in a photo verification refusal) its
 * photo verification.
 */
function useAdFromLink(param: 'edit' | 'verify', search: URLSearchParams, items: MyAd[] | undefined): [MyAd | null, (ad: MyAd | null) => void] {
  const [, setSearch] = useSearchParams();
  const [editing, setEditing] = useState<MyAd | null>(null);
  const requested = Number(search.get(param)) || null;
  useEffect(() => {
    if (!requested || !items) return;
    let current = true;
    const listed = items.find((ad) => ad.id === requested);
    (listed ? Promise.resolve(listed) : getMyAd(requested))
      .then((ad) => current && setEditing(ad))
      .catch(() => undefined) // shown by the API client
      .finally(() => current && setSearch((params) => (params.delete(param), params), { replace: true }));
    return () => {
      current = false;
    };
  }, [param, requested, items, setSearch]);
  return [editing, setEditing];
}

/** /myads: the seller's ads with status, expiry, promotion and views. */
export default function MyAdsPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const page = pageFromSearch(search);
  const { data, isLoading: loading, error, refetch: reload } = useMyAds(page);
  // The confirmation's code comes with this page, not with the entry (AppProviders).
  const [modal, modalHolder] = Modal.useModal();
  const [busyId, setBusyId] = useState<number | null>(null);
  const [editing, setEditing] = useAdFromLink('edit', search, data?.items);
  const [verifying, setVerifying] = useAdFromLink('verify', search, data?.items);
  /** The API's refusal to publish an unverified seller's ad, shown on that ad's card. */
  const [unverified, setUnverified] = useState<{ adId: number; detail: string } | null>(null);
  usePageMeta({ title: t('common.menu.myAds') });

  const run = async (ad: MyAd, action: () => Promise<void>) => {
    setBusyId(ad.id);
    try {
      await action(); // which has the list read again
    } catch {
      // Shown by the API client, or (an unverified e-mail) on the ad's card.
    } finally {
      setBusyId(null);
    }
  };

  const postFree = (ad: MyAd) =>
    run(ad, async () => {
      const answer = await postFreeAd(ad.id).catch((error: unknown) => {
        if (needsVerifiedEmail(error)) setUnverified({ adId: ad.id, detail: error.detail });
        throw error;
      });
      setUnverified(null);
      if (ad.status === 'PENDING_REVIEW') notify.success(t('sellerAds.myAds.posted'), answer.message);
      else notify.success(t('sellerAds.myAds.live'), t('sellerAds.myAds.liveDetail', { date: formatDate(answer.expiresAt) }));
    });

  const confirmDelete = (ad: MyAd) =>
    modal.confirm({
      title: t('sellerAds.myAds.deleteTitle'),
      content: t('sellerAds.myAds.deleteContent', { title: ad.title }),
      okText: t('sellerAds.delete'),
      okButtonProps: { danger: true },
      onOk: () =>
        run(ad, async () => {
          await deleteAd(ad.id);
          notify.success(t('sellerAds.myAds.deleted'));
        }),
    });

  const postButton = (
    <ButtonLink to="/AddPost" type="primary" icon={<PlusOutlined aria-hidden />}>
      {t('sellerAds.myAds.postAd')}
    </ButtonLink>
  );

  return (
    <>
      {modalHolder}
      <PageTitle title={t('common.menu.myAds')} subtitle={data ? t('sellerAds.myAds.count', { count: data.total }) : undefined} extra={postButton} />
      {loading && !data ? (
        <div className="stack">
          {[0, 1, 2].map((key) => (
            <div key={key} className="panel">
              <Placeholder avatar={96} rows={3} />
            </div>
          ))}
        </div>
      ) : error && !data ? (
        <LoadError error={error} onRetry={reload} />
      ) : !data?.items.length ? (
        <Empty className="panel" description={t('sellerAds.myAds.empty')}>
          {postButton}
        </Empty>
      ) : (
        <div className="stack">
          {data.items.map((ad) => (
            <MyAdCard
              key={ad.id}
              ad={ad}
              busy={busyId === ad.id}
              unverifiedDetail={unverified?.adId === ad.id ? unverified.detail : undefined}
              onEdit={() => setEditing(ad)}
              onDelete={() => confirmDelete(ad)}
              onPostFree={() => postFree(ad)}
              onVerifyPhotos={() => setVerifying(ad)}
            />
          ))}
        </div>
      )}
      <Pager page={page} total={data?.total ?? 0} pageSize={MY_ADS_PAGE_SIZE} lastPage={MY_ADS_LAST_PAGE} hrefFor={(next) => withPage(pathname, search, next)} />
      <VerifyPhotosModal ad={verifying} onClose={() => setVerifying(null)} />
      <EditAdModal
        ad={editing}
        onClose={() => setEditing(null)}
        onSaved={() => setEditing(null)} // updateAd has the list read again
      />
    </>
  );
}
