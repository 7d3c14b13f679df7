/** The blog texts in English (the keys every language has). */
export default {
  /** As the server puts it in /blog's first HTML answer (backend/src/seo/page-texts.ts). */
  description: 'Safety tips, guides and news from the Bazaar team.',
  empty: 'No posts yet.',
  notFoundTitle: 'Post not found',
  notFoundMessage: 'This blog post does not exist or has been removed.',
  allPosts: '← All posts',
};
