import { HtmlBlock } from '../../../components/HtmlBlock';
import type { SeoDescription } from '../api/get-description';

/** The admins' SEO text (H2 and rich description); its H1 heads the page in the hero. */
export function SeoBlock({ description }: { description: SeoDescription }) {
  return (
    <section className="home-section seo-block">
      {description.headingH2 ? <h2>{description.headingH2}</h2> : null}
      <HtmlBlock html={description.description} />
    </section>
  );
}
