import LeftOutlined from '@ant-design/icons/LeftOutlined';
import RightOutlined from '@ant-design/icons/RightOutlined';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

interface PagerProps {
  page: number;
  total: number;
  pageSize: number;
  /** Pages are links (crawlable, shareable); the caller decides where page N lives. */
  hrefFor: (page: number) => string;
  /** The deepest page the API answers (its query DTO's maximum); pages past it are not offered. */
  lastPage: number;
}

/** 2 pages at each end, 5 around the current one. */
function visiblePages(page: number, count: number): (number | 'gap')[] {
  const pages = new Set<number>();
  for (let p = 1; p <= Math.min(2, count); p++) pages.add(p);
  for (let p = Math.max(1, page - 2); p <= Math.min(count, page + 2); p++) pages.add(p);
  for (let p = Math.max(1, count - 1); p <= count; p++) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const result: (number | 'gap')[] = [];
  sorted.forEach((p, index) => {
    if (index > 0 && p - sorted[index - 1] > 1) result.push('gap');
    result.push(p);
  });
  return result;
}

/** A light pager built from links: antd's Pagination pulls in Select, too heavy for the home page. */
export function Pager({ page, total, pageSize, hrefFor, lastPage }: PagerProps) {
  const count = Math.min(lastPage, Math.max(1, Math.ceil(total / pageSize)));
  const { t } = useTranslation();
  if (count <= 1) return null;
  return (
    <nav className="pager" aria-label={t('common.pager.pages')}>
      {page > 1 ? (
        <Link className="pager__item" to={hrefFor(page - 1)} aria-label={t('common.pager.previousPage')}>
          <LeftOutlined aria-hidden /> <span className="pager__label">{t('common.pager.previous')}</span>
        </Link>
      ) : null}
      {visiblePages(page, count).map((item, index) =>
        item === 'gap' ? (
          <span key={`gap-${index}`} className="pager__gap">
            …
          </span>
        ) : (
          <Link key={item} className={`pager__item${item === page ? ' pager__item--current' : ''}`} to={hrefFor(item)} aria-current={item === page ? 'page' : undefined}>
            {item}
          </Link>
        ),
      )}
      {page < count ? (
        <Link className="pager__item" to={hrefFor(page + 1)} aria-label={t('common.pager.nextPage')}>
          <span className="pager__label">{t('common.pager.next')}</span> <RightOutlined aria-hidden />
        </Link>
      ) : null}
    </nav>
  );
}

/** Reads ?page= (1-based); anything odd means page 1. */
export function pageFromSearch(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** The same URL with ?page=N (page 1 drops the parameter). */
export function withPage(pathname: string, search: URLSearchParams, page: number): string {
  const next = new URLSearchParams(search);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  const query = next.toString();
  return query ? `${pathname}?${query}` : pathname;
}
