import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Category } from '../../../api/types';
import { categoryTitle } from '../../../lib/local-names';
import { Placeholder } from '../../../components/Placeholder';

interface CategoryGridProps {
  categories: Category[] | undefined;
  loading: boolean;
}

export function CategoryGrid({ categories, loading }: CategoryGridProps) {
  const { t } = useTranslation();
  return (
    <section className="home-section" aria-labelledby="categories-heading">
      <h2 id="categories-heading">{t('home.categories')}</h2>
      {loading && !categories ? (
        <Placeholder rows={2} />
      ) : (
        <div className="category-grid">
          {categories?.map((category) => (
            <Link key={category.id} to={`/${category.slug}`} className="category-tile">
              {category.image ? (
                <img src={category.image} alt="" loading="lazy" className="category-tile__image" />
              ) : (
                <span className="category-tile__initial" aria-hidden>
                  {categoryTitle(category).charAt(0)}
                </span>
              )}
              <span className="category-tile__title">{categoryTitle(category)}</span>
            </Link>
          ))}
        </div>
      )}
    </section>
  );
}
