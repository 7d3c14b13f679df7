import { Children, Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Where a page sits (Home / Category / District), one child per step: a plain list of links. antd's
 * Breadcrumb brings its dropdown menus along, weight a results page would pay for on a phone's first load.
 */
export function Crumbs({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const steps = Children.toArray(children);
  return (
    <nav className="crumbs" aria-label={t('common.crumbs')}>
      <ol>
        {steps.map((step, index) => (
          <Fragment key={index}>
            {index > 0 ? (
              <li className="crumbs__separator" aria-hidden>
                /
              </li>
            ) : null}
            <li>{step}</li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
