import Skeleton from 'antd/es/skeleton';
import { Link } from 'react-router-dom';
import type { Category } from '../../../api/types';

interface CategoryGridProps {
  categories: Category[] | undefined;
  loading: boolean;
}

export function CategoryGrid({ categories, loading }: CategoryGridProps) {
  return (
    <section className="home-section" aria-labelledby="categories-heading">
      <h2 id="categories-heading">Browse by category</h2>
      {loading && !categories ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : (
        <div className="category-grid">
          {categories?.map((category) => (
            <Link key={category.id} to={`/${category.slug}`} className="category-tile">
              {category.image ? (
                <img src={category.image} alt="" loading="lazy" className="category-tile__image" />
              ) : (
                <span className="category-tile__initial" aria-hidden>
                  {category.title.charAt(0)}
                </span>
              )}
              <span className="category-tile__title">{category.title}</span>
            </Link>
          ))}
        </div>
      )}
    </section>
  );
}
