import FlagOutlined from '@ant-design/icons/FlagOutlined';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router-dom';
import { AdGrid } from '../../../components/AdGrid';
import { ButtonLink } from '../../../components/ButtonLink';
import { LoadError } from '../../../components/LoadError';
import { NotFound } from '../../../components/NotFound';
import { PageLoader } from '../../../components/PageLoader';
import { Pager, pageFromSearch, withPage } from '../../../components/Pager';
import { VerifiedBadges } from '../../../components/VerifiedBadges';
import { ApiError } from '../../../lib/api-client';
import { formatDate, formatNumber } from '../../../lib/format';
import { usePageMeta } from '../../../lib/page-meta';
import { sellerPath } from '../../../lib/slug';
import { SELLER_PAGE_SIZE, useSeller } from '../api/get-seller';

/** The deepest page the API answers (PageQueryDto). */
const LAST_PAGE = 10_000;

/**
 * /seller/:displayName: a seller as the public may see them (issue 42): display name, member since, badges and live
 * ads, and a way to complain about them. Never their full name, e-mail or phone: the API does not have them to give.
 */
export default function SellerPage() {
  const { t } = useTranslation();
  const { displayName = '' } = useParams();
  const { pathname, search } = useLocation();
  const page = pageFromSearch(new URLSearchParams(search));
  const { data: seller, isLoading: loading, error, refetch: reload } = useSeller(displayName, page);
  const since = seller ? formatDate(seller.memberSince) : '';
  usePageMeta(
    seller
      ? { title: t('ads.seller.metaTitle', { name: seller.displayName }), description: t('ads.seller.metaDescription', { name: seller.displayName, since }), canonical: sellerPath(seller.displayName) }
      : loading
        ? {}
        : null,
  );

  if (loading) return <PageLoader />;
  if (error) {
    return error instanceof ApiError && error.status === 404 ? (
      <NotFound title={t('ads.seller.notFoundTitle')} message={t('ads.seller.notFoundMessage')} />
    ) : (
      <LoadError error={error} onRetry={reload} />
    );
  }
  if (!seller) return <NotFound />;
  const complaint = `/complaint?url=${encodeURIComponent(new URL(sellerPath(seller.displayName), window.location.origin).href)}`;

  return (
    <section className="seller-page">
      <header className="seller-page__head">
        <div>
          {/* lang="": the seller's own text, in a language the page cannot know. */}
          <h1 lang="">{seller.displayName}</h1>
          <p className="seller-page__since">
            {t('ads.seller.memberSince', { date: since })} · {t('ads.seller.ads', { count: seller.total, number: formatNumber(seller.total) })}
          </p>
          <VerifiedBadges phoneVerifiedAt={seller.phoneVerifiedAt} photosVerifiedAt={seller.photosVerifiedAt} />
        </div>
        <ButtonLink to={complaint} icon={<FlagOutlined aria-hidden />}>
          {t('ads.seller.report')}
        </ButtonLink>
      </header>
      <AdGrid ads={seller.items} loading={false} empty={t('ads.seller.noAds')} />
      <Pager page={page} total={seller.total} pageSize={SELLER_PAGE_SIZE} lastPage={LAST_PAGE} hrefFor={(next) => withPage(pathname, new URLSearchParams(search), next)} />
      <p className="muted">
        <Trans i18nKey="ads.seller.reportHint" components={{ complaint: <Link to={complaint} /> }} />
      </p>
    </section>
  );
}
