import Skeleton from 'antd/es/skeleton';

/** Placeholder while a lazily loaded page or its data arrives. */
export function PageLoader() {
  return (
    <div className="page-loader" aria-busy="true" aria-label="Loading">
      <Skeleton active title paragraph={{ rows: 6 }} />
    </div>
  );
}
