import type { Language } from '../common/language';
import { type TextKey, texts, type Translate } from '../common/texts';

/**
 * What the server writes into a storefront page's first HTML answer, per language: titles and descriptions
 * for search engines and link previews, and the 18+ gate that shows before the app's JavaScript runs. The
 * storefront's own texts are in storefront/src/i18n/; the titles here are the ones its pages set in the browser.
 */
const en = {
  titled: '{{title}} | Bazaar',
  defaultTitle: 'Bazaar: classified ads for adults in India',
  defaultDescription: 'Search and post classified ads by category, state and city across India. Adults (18+) only.',
  blog: 'Blog',
  blogDescription: 'Safety tips, guides and news from the Bazaar team.',
  notFound: 'Page not found',
  results: '{{category}} in {{district}}',
  resultsDescription: '{{category}} ads in {{place}}: search by category, state and city. Adults (18+) only.',
  adTitle: '{{title}} ({{district}})',
  india: 'India',
  pages: {
    'terms&conditions': 'Terms & Conditions',
    'privacy&policy': 'Privacy Policy',
    spa: 'Spa and massage centres across India',
    register: 'Sign up',
    newuser: 'Sign up',
    login: 'Log in',
    profile: 'My profile',
    'forgot-password': 'Forgot password',
    'reset-password': 'Choose a new password',
    'verify-email': 'Verify your e-mail',
    unsubscribe: 'Unsubscribe',
    addpost: 'Post an ad',
    myads: 'My Ads',
    activity: 'Activity',
    favourites: 'Favourites',
    pacakages: 'Promotion packages',
    topup: 'Promote your ad',
    checkout: 'Checkout',
    'select-amount': 'Add money',
    qrpage: 'Pay by UPI',
    'payment-confirm': 'Payment submitted',
  },
  ageGate: {
    title: 'Adults only',
    body: 'Bazaar contains classified ads for adults. By entering you confirm that you are <strong>18 years or older</strong> and that viewing such content is legal where you are.',
    enter: 'I am 18 or older, enter',
    leave: 'Leave',
  },
};

const hi: typeof en = {
  titled: '{{title}} | बाज़ार',
  defaultTitle: 'बाज़ार: भारत में वयस्कों के लिए क्लासिफ़ाइड विज्ञापन',
  defaultDescription: 'पूरे भारत में श्रेणी, राज्य और शहर के अनुसार क्लासिफ़ाइड विज्ञापन खोजें और पोस्ट करें। केवल वयस्क (18+)।',
  blog: 'ब्लॉग',
  blogDescription: 'बाज़ार टीम की ओर से सुरक्षा सुझाव, गाइड और समाचार।',
  notFound: 'पेज नहीं मिला',
  results: '{{district}} में {{category}}',
  resultsDescription: '{{place}} में {{category}} के विज्ञापन: श्रेणी, राज्य और शहर के अनुसार खोजें। केवल वयस्क (18+)।',
  adTitle: '{{title}} ({{district}})',
  india: 'भारत',
  pages: {
    'terms&conditions': 'नियम और शर्तें',
    'privacy&policy': 'गोपनीयता नीति',
    spa: 'पूरे भारत में स्पा और मसाज सेंटर',
    register: 'साइन अप',
    newuser: 'साइन अप',
    login: 'लॉग इन',
    profile: 'मेरी प्रोफ़ाइल',
    'forgot-password': 'पासवर्ड भूल गए',
    'reset-password': 'नया पासवर्ड चुनें',
    'verify-email': 'अपना ई-मेल सत्यापित करें',
    unsubscribe: 'सदस्यता छोड़ें',
    addpost: 'विज्ञापन डालें',
    myads: 'मेरे विज्ञापन',
    activity: 'गतिविधि',
    favourites: 'पसंदीदा',
    pacakages: 'प्रमोशन पैकेज',
    topup: 'अपने विज्ञापन का प्रमोशन करें',
    checkout: 'चेकआउट',
    'select-amount': 'पैसे जोड़ें',
    qrpage: 'UPI से भुगतान करें',
    'payment-confirm': 'भुगतान जमा हो गया',
  },
  ageGate: {
    title: 'केवल वयस्कों के लिए',
    body: 'बाज़ार में वयस्कों के लिए क्लासिफ़ाइड विज्ञापन हैं। आगे बढ़कर आप पुष्टि करते हैं कि आपकी आयु <strong>18 वर्ष या अधिक</strong> है और आपके यहाँ ऐसी सामग्री देखना क़ानूनी है।',
    enter: 'मेरी आयु 18 वर्ष या अधिक है, आगे बढ़ें',
    leave: 'बाहर जाएँ',
  },
};

export type PageLanguage = Language;

/** A page's address in `language`: the English one, or the same under /hi (web/page-language.ts). */
export function localisedPath(path: string, language: PageLanguage): string {
  return language === 'hi' ? `/hi${path}` : path;
}

/** The page texts in one language. */
export const pageTexts: (language: PageLanguage) => Translate<typeof en> = texts('page', { en, hi });

export type PageTextKey = TextKey<typeof en>;

/** Whether `key` names a storefront page that needs no lookup (its title is under `pages`). */
export function isStaticPage(key: string): key is keyof typeof en.pages {
  return Object.hasOwn(en.pages, key);
}
