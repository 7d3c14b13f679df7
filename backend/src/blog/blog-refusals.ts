import { requestTexts } from '../common/texts';

/** Why a blog post or comment could not be found. */
const en = {
  postGone: 'This blog post does not exist',
  postNotFound: 'Blog post {{id}} not found',
  commentNotFound: 'Comment {{commentId}} not found on post {{postId}}',
};

const hi: typeof en = {
  postGone: 'यह ब्लॉग पोस्ट मौजूद नहीं है',
  postNotFound: 'ब्लॉग पोस्ट {{id}} नहीं मिली',
  commentNotFound: 'पोस्ट {{postId}} पर टिप्पणी {{commentId}} नहीं मिली',
};

export const blogRefusal = requestTexts('blog-refusals', { en, hi });
