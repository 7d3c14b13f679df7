import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { LoadError } from '../../../components/LoadError';
import { PageLoader } from '../../../components/PageLoader';
import { PageTitle } from '../../../components/PageTitle';
import { Pager, pageFromSearch, withPage } from '../../../components/Pager';
import { formatDate } from '../../../lib/format';
import { usePageMeta } from '../../../lib/page-meta';
import { BLOG_PAGE_SIZE, type BlogPostSummary, useBlogPosts } from '../api/get-blog-posts';

/** The API pages the blog 10,000 deep (PageQueryDto). */
const LAST_PAGE = 10_000;

function BlogCard({ post }: { post: BlogPostSummary }) {
  return (
    <article className={`blog-card${post.photo ? ' blog-card--cover' : ''}`}>
      {post.photo ? (
        <Link to={`/blog/${post.slug}`} className="blog-card__cover" tabIndex={-1} aria-hidden>
          <img src={post.photo} alt="" loading="lazy" decoding="async" />
        </Link>
      ) : null}
      <div className="blog-card__body">
        <h2 className="blog-card__title">
          <Link to={`/blog/${post.slug}`}>{post.title}</Link>
        </h2>
        <time className="muted" dateTime={post.createdAt}>
          {formatDate(post.createdAt)}
        </time>
        {post.excerpt ? <p className="blog-card__excerpt">{post.excerpt}</p> : null}
      </div>
    </article>
  );
}

/** /blog: the admins' posts, newest first. */
export default function BlogListPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const page = pageFromSearch(search);
  const { data, isLoading: loading, error, refetch: reload } = useBlogPosts(page);
  usePageMeta({ title: t('common.menu.blog'), description: t('blog.description'), canonical: '/blog' });

  return (
    <div className="blog">
      <PageTitle title={t('common.menu.blog')} subtitle={t('blog.description')} />
      {loading ? (
        <PageLoader />
      ) : error ? (
        <LoadError error={error} onRetry={reload} />
      ) : data?.items.length ? (
        <div className="blog__list">
          {data.items.map((post) => (
            <BlogCard key={post.id} post={post} />
          ))}
        </div>
      ) : (
        <p className="panel muted">{t('blog.empty')}</p>
      )}
      <Pager page={page} total={data?.total ?? 0} pageSize={BLOG_PAGE_SIZE} lastPage={LAST_PAGE} hrefFor={(next) => withPage('/blog', search, next)} />
    </div>
  );
}
