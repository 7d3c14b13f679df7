/** HTML that the API has already sanitised (SEO description, location description). */
export function HtmlBlock({ html, className = '' }: { html: string; className?: string }) {
  return <div className={`html-block ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
