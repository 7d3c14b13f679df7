import Breadcrumb from 'antd/es/breadcrumb';
import Tag from 'antd/es/tag';
import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import EnvironmentOutlined from '@ant-design/icons/EnvironmentOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { Link, useParams } from 'react-router-dom';
import { FavouriteButton } from '../../../components/FavouriteButton';
import { LoadError } from '../../../components/LoadError';
import { NotFound } from '../../../components/NotFound';
import { PageLoader } from '../../../components/PageLoader';
import { ApiError } from '../../../lib/api-client';
import { formatDate, formatRelativeTime } from '../../../lib/format';
import { usePageMeta } from '../../../lib/page-meta';
import { adPath } from '../../../lib/slug';
import { useAd } from '../api/get-ad';
import { MessageSellerButton } from './MessageSellerButton';
import { PhoneReveal } from './PhoneReveal';
import { PhotoGallery } from './PhotoGallery';
import { ReportAdButton } from './ReportAdButton';

/** /ad/:cardName/:adId */
export default function AdPage() {
  const { adId } = useParams();
  const validId = adId && /^\d+$/.test(adId) ? adId : undefined;
  const { data: ad, loading, error, reload } = useAd(validId);
  usePageMeta(ad ? { title: `${ad.title} (${ad.location.district})`, description: ad.description.slice(0, 160), canonical: adPath(ad) } : loading ? {} : null);

  if (!validId) return <NotFound />;
  if (loading) return <PageLoader />;
  if (error) {
    return error instanceof ApiError && error.status === 404 ? <NotFound title="Ad not found" message="This ad has expired or been removed." /> : <LoadError error={error} onRetry={reload} />;
  }
  if (!ad) return <NotFound />;

  return (
    <article className="ad-page">
      <Breadcrumb
        className="results__crumbs"
        items={[
          { title: <Link to="/">Home</Link> },
          { title: <Link to={`/${ad.category.slug}`}>{ad.category.title}</Link> },
          { title: <Link to={`/${ad.category.slug}/${ad.location.slug}`}>{ad.location.district}</Link> },
        ]}
      />
      <div className="ad-page__layout">
        <div className="ad-page__main">
          <PhotoGallery images={ad.images} title={ad.title} />
          <section className="panel">
            <div className="ad-page__tags">
              <Tag color="magenta">{ad.category.title}</Tag>
              {ad.featuredNow ? <Tag color="gold">Featured</Tag> : ad.promoted ? <Tag color="purple">Promoted</Tag> : null}
              <FavouriteButton ad={ad} labelled className="ad-page__favourite" />
            </div>
            <h1 className="ad-page__title">{ad.title}</h1>
            <ul className="ad-facts">
              <li>
                <EnvironmentOutlined aria-hidden /> {ad.location.district}, {ad.location.state}
              </li>
              <li>
                <UserOutlined aria-hidden /> {ad.age} years
              </li>
              <li>
                <CalendarOutlined aria-hidden /> Posted{' '}
                <time dateTime={ad.createdAt} title={formatDate(ad.createdAt)}>
                  {formatRelativeTime(ad.createdAt)}
                </time>
              </li>
              <li>
                <EyeOutlined aria-hidden /> {ad.views.toLocaleString('en-IN')} {ad.views === 1 ? 'view' : 'views'}
              </li>
            </ul>
            <h2 className="ad-page__section">Description</h2>
            <p className="ad-page__description">{ad.description}</p>
          </section>
        </div>
        <aside className="ad-page__side">
          <section className="panel">
            <p className="ad-page__seller">
              Posted by <strong>{ad.sellerName}</strong>
            </p>
            <div className="ad-page__contact">
              <MessageSellerButton adId={ad.id} sellerName={ad.sellerName} />
              {ad.contact === 'MESSAGES' ? <p className="muted">This seller takes messages only.</p> : <PhoneReveal adId={ad.id} title={ad.title} whatsapp={ad.contact === 'WHATSAPP'} />}
            </div>
            <p className="ad-page__safety">Never pay in advance or share OTPs. Meet in public places.</p>
          </section>
          <dl className="panel ad-page__details">
            <dt>Category</dt>
            <dd>{ad.category.title}</dd>
            <dt>Location</dt>
            <dd>
              {ad.location.district}, {ad.location.state}
            </dd>
            <dt>Posted</dt>
            <dd>{formatDate(ad.createdAt)}</dd>
            {ad.expiresAt ? (
              <>
                <dt>Expires</dt>
                <dd>{formatDate(ad.expiresAt)}</dd>
              </>
            ) : null}
            <dt>Ad ID</dt>
            <dd>{ad.id}</dd>
          </dl>
          <div className="ad-page__report">
            <ReportAdButton adId={ad.id} />
          </div>
        </aside>
      </div>
    </article>
  );
}
