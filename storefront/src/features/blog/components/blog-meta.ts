/** The blog's description, as the server puts it in /blog's first HTML answer (backend/src/seo/page-meta.service.ts). */
export const BLOG_DESCRIPTION = 'Safety tips, guides and news from the Bazaar team.';
