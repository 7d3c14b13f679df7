import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { Crumbs } from '../../../components/Crumbs';
import { HtmlBlock } from '../../../components/HtmlBlock';
import { LoadError } from '../../../components/LoadError';
import { NotFound } from '../../../components/NotFound';
import { PageLoader } from '../../../components/PageLoader';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { usePageMeta } from '../../../lib/page-meta';
import { useBlogPost } from '../api/get-blog-post';

/** /blog/:slug: one post, its HTML sanitised by the API when it was saved. */
export default function BlogPostPage() {
  const { t } = useTranslation();
  const { slug } = useParams();
  const { data: post, isLoading: loading, error, refetch: reload } = useBlogPost(slug);
  usePageMeta(post ? { title: post.title, description: post.excerpt.slice(0, 160) || t('blog.description'), canonical: `/blog/${post.slug}` } : loading ? {} : null);

  if (loading) return <PageLoader />;
  if (error) {
    return error instanceof ApiError && error.status === 404 ? <NotFound title={t('blog.notFoundTitle')} message={t('blog.notFoundMessage')} /> : <LoadError error={error} onRetry={reload} />;
  }
  if (!post) return <NotFound />;

  return (
    <article className="blog-post">
      <Crumbs>
        <Link to="/">{t('common.menu.home')}</Link>
        <Link to="/blog">{t('common.menu.blog')}</Link>
      </Crumbs>
      <div className="panel">
        <header className="blog-post__header">
          <h1>{post.title}</h1>
          <time className="muted" dateTime={post.createdAt}>
            {formatDate(post.createdAt)}
          </time>
        </header>
        {post.photo ? <img className="blog-post__cover" src={post.photo} alt="" /> : null}
        <HtmlBlock className="blog-post__body" html={post.description} />
      </div>
      <Link to="/blog">{t('blog.allPosts')}</Link>
    </article>
  );
}
