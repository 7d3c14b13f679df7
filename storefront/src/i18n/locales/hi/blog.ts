import type { Messages } from '../../messages';
import type en from '../en/blog';

const hi: Messages<typeof en> = {
  description: 'बाज़ार टीम की ओर से सुरक्षा सुझाव, गाइड और समाचार।',
  empty: 'अभी कोई पोस्ट नहीं है।',
  notFoundTitle: 'पोस्ट नहीं मिली',
  notFoundMessage: 'यह ब्लॉग पोस्ट मौजूद नहीं है या हटा दी गई है।',
  allPosts: '← सभी पोस्ट',
};

export default hi;
