import Tag from 'antd/es/tag';
import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import EnvironmentOutlined from '@ant-design/icons/EnvironmentOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { Crumbs } from '../../../components/Crumbs';
import { FavouriteButton } from '../../../components/FavouriteButton';
import { LoadError } from '../../../components/LoadError';
import { NotFound } from '../../../components/NotFound';
import { PageLoader } from '../../../components/PageLoader';
import { VerifiedBadges } from '../../../components/VerifiedBadges';
import { ApiError } from '../../../lib/api-client';
import { formatDate, formatNumber, formatRelativeTime } from '../../../lib/format';
import { usePageMeta } from '../../../lib/page-meta';
import { adPath, sellerPath } from '../../../lib/slug';
import { useAd } from '../api/get-ad';
import { useIsOwnAd } from '../api/is-own-ad';
import { AdDetails } from './AdDetails';
import { MessageSellerButton } from './MessageSellerButton';
import { PhoneReveal } from './PhoneReveal';
import { PhotoGallery } from './PhotoGallery';
import { ReportAdButton } from './ReportAdButton';
import { SimilarAds } from './SimilarAds';
import { categoryTitle, districtName, stateName } from '../../../lib/local-names';

/** /ad/:cardName/:adId */
export default function AdPage() {
  const { t } = useTranslation();
  const { adId } = useParams();
  const validId = adId && /^\d+$/.test(adId) ? Number(adId) : undefined;
  const { data: ad, isLoading: loading, error, refetch: reload } = useAd(validId);
  const own = useIsOwnAd(ad?.sellerName);
  usePageMeta(
    ad ? { title: t('ads.page.metaTitle', { title: ad.title, district: districtName(ad.location) }), description: ad.description.slice(0, 160), canonical: adPath(ad) } : loading ? {} : null,
  );

  if (!validId) return <NotFound />;
  if (loading) return <PageLoader />;
  if (error) {
    return error instanceof ApiError && error.status === 404 ? <NotFound title={t('ads.page.notFoundTitle')} message={t('ads.page.notFoundMessage')} /> : <LoadError error={error} onRetry={reload} />;
  }
  if (!ad) return <NotFound />;

  return (
    <>
      <article className="ad-page">
        <Crumbs>
          <Link to="/">{t('common.menu.home')}</Link>
          <Link to={`/${ad.category.slug}`}>{categoryTitle(ad.category)}</Link>
          <Link to={`/${ad.category.slug}/${ad.location.slug}`}>{districtName(ad.location)}</Link>
        </Crumbs>
        <div className="ad-page__layout">
          <div className="ad-page__main">
            <PhotoGallery images={ad.images} title={ad.title} />
            <section className="panel">
              <div className="ad-page__tags">
                <Tag color="magenta">{categoryTitle(ad.category)}</Tag>
                {ad.featuredNow ? <Tag color="gold">{t('common.adCard.featured')}</Tag> : ad.promoted ? <Tag color="purple">{t('common.adCard.promoted')}</Tag> : null}
                <FavouriteButton ad={ad} labelled className="ad-page__favourite" />
              </div>
              <h1 className="ad-page__title" lang="">
                {ad.title}
              </h1>
              <VerifiedBadges phoneVerifiedAt={ad.phoneVerifiedAt} photosVerifiedAt={ad.photosVerifiedAt} />
              <ul className="ad-facts">
                <li>
                  <EnvironmentOutlined aria-hidden /> {districtName(ad.location)}, {stateName(ad.location)}
                </li>
                <li>
                  <UserOutlined aria-hidden /> {t('ads.page.age', { age: ad.age })}
                </li>
                <li>
                  <CalendarOutlined aria-hidden />{' '}
                  <Trans i18nKey="ads.page.posted" values={{ when: formatRelativeTime(ad.createdAt) }} components={{ time: <time dateTime={ad.createdAt} title={formatDate(ad.createdAt)} /> }} />
                </li>
                <li>
                  <EyeOutlined aria-hidden /> {t('ads.page.views', { count: ad.views, number: formatNumber(ad.views) })}
                </li>
              </ul>
              <AdDetails details={ad.details} />
              <h2 className="ad-page__section">{t('ads.page.description')}</h2>
              <p className="ad-page__description" lang="">
                {ad.description}
              </p>
            </section>
          </div>
          <aside className="ad-page__side">
            <section className="panel">
              <p className="ad-page__seller">
                {/* The name is the seller's own text: escaped before Trans reads the tags, shown as typed. */}
                <Trans
                  i18nKey="ads.page.postedBy"
                  values={{ name: ad.sellerName }}
                  tOptions={{ interpolation: { escapeValue: true } }}
                  shouldUnescape
                  components={{ strong: ad.sellerPage ? <Link to={sellerPath(ad.sellerName)} className="ad-page__seller-link" /> : <strong /> }}
                />
              </p>
              {/* Writing to, calling or reporting oneself makes no sense (the API refuses a message to one's own ad). */}
              {own ? (
                <p className="ad-page__own">
                  <Trans i18nKey="ads.page.ownAd" components={{ myads: <Link to="/myads" /> }} />
                </p>
              ) : (
                <div className="ad-page__contact">
                  <MessageSellerButton adId={ad.id} sellerName={ad.sellerName} />
                  {ad.contact === 'MESSAGES' ? <p className="muted">{t('ads.page.messagesOnly')}</p> : <PhoneReveal adId={ad.id} title={ad.title} whatsapp={ad.contact === 'WHATSAPP'} />}
                </div>
              )}
              <p className="ad-page__safety">{t('ads.page.safety')}</p>
            </section>
            <dl className="panel ad-page__details">
              <dt>{t('ads.page.details.category')}</dt>
              <dd>{categoryTitle(ad.category)}</dd>
              <dt>{t('ads.page.details.location')}</dt>
              <dd>
                {districtName(ad.location)}, {stateName(ad.location)}
              </dd>
              <dt>{t('ads.page.details.posted')}</dt>
              <dd>{formatDate(ad.createdAt)}</dd>
              {ad.expiresAt ? (
                <>
                  <dt>{t('ads.page.details.expires')}</dt>
                  <dd>{formatDate(ad.expiresAt)}</dd>
                </>
              ) : null}
              <dt>{t('ads.page.details.adId')}</dt>
              <dd>{ad.id}</dd>
            </dl>
            {own ? null : (
              <div className="ad-page__report">
                <ReportAdButton adId={ad.id} />
                {/* Intimate images and impersonation: a complaint with deadlines, not a report (issue 41). */}
                <p className="ad-page__complaint">
                  <Trans i18nKey="ads.report.complaint" components={{ complaint: <Link to={`/complaint?ad=${ad.id}`} /> }} />
                </p>
              </div>
            )}
          </aside>
        </div>
      </article>
      {/* Other sellers' ads: outside the ad's own article, so its buttons stay the only ones there. */}
      <SimilarAds adId={ad.id} />
    </>
  );
}
