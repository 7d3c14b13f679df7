import { requestTexts, type TextKey } from './texts';

/** The refusals of the guards, pipes and exception filter every route shares, and of more than one domain. */
const en = {
  logIn: 'Please log in: the token is missing, invalid or expired',
  notAllowed: 'You are not allowed to do this',
  changePasswordFirst: 'Choose a new password first: this account still has the password it was created with',
  passwordMustChange: 'must be changed',
  // Each completes the VerifiedEmail decorator's action (verified-email.guard.ts).
  verifyEmailFirst: {
    publishingAds: 'Please verify your e-mail before publishing ads: follow the link we mailed you, or ask for a new one on your profile page.',
    writingToSellers: 'Please verify your e-mail before writing to sellers: follow the link we mailed you, or ask for a new one on your profile page.',
  },
  emailNotVerified: 'not verified',
  tooManyRequests: 'Too many requests: please try again in {{seconds}} s',
  notPositiveInteger: '{{name}} must be a positive integer',
  positiveInteger: 'must be a positive integer',
  malformedHeader: '{{header}} must be 1–255 visible ASCII characters, such as a UUID',
  malformed: 'malformed',
  unreadable: '{{field}}: the value cannot be read',
  cannotBeRead: 'cannot be read',
  adNotLive: 'This ad does not exist or is no longer active',
  notFound: 'Not found',
  recordExists: 'This record already exists',
  recordInUse: 'This record is still in use (for example by ads) and cannot be deleted',
  missingReference: 'A referenced record does not exist',
  requiredField: 'A required field cannot be empty (null)',
  malformedJson: 'Malformed JSON body',
  serverError: 'Internal server error',
  // The react-admin list query (ra-list.ts).
  list: {
    notJson: '{{name}} must be JSON',
    mustBeJson: 'must be JSON',
    sort: 'sort must be ["field","ASC"|"DESC"] with field one of {{fields}}',
    range: 'range must be [first, last] with 0 ≤ first ≤ last',
    filter: 'filter must be a JSON object',
    ids: 'filter.id must be positive integers',
  },
  // A field as a refusal names it (fieldName); in English, as the API spells it.
  field: {
    title: 'title',
    description: 'description',
    displayName: 'displayName',
    text: 'text',
    images: 'images',
    image: 'image',
    photo: 'photo',
    stateImage: 'stateImage',
    state: 'state',
    district: 'district',
  },
};

const hi: typeof en = {
  logIn: 'कृपया लॉग इन करें: टोकन नहीं मिला, वह अमान्य है या उसकी अवधि खत्म हो गई है',
  notAllowed: 'आपको यह करने की अनुमति नहीं है',
  changePasswordFirst: 'पहले नया पासवर्ड चुनें: इस खाते में अभी भी वही पासवर्ड है जिसके साथ इसे बनाया गया था',
  passwordMustChange: 'बदलना ज़रूरी है',
  verifyEmailFirst: {
    publishingAds: 'विज्ञापन प्रकाशित करने से पहले कृपया अपना ई-मेल सत्यापित करें: हमारे भेजे गए मेल का लिंक खोलें, या अपने प्रोफ़ाइल पेज से नया लिंक माँगें।',
    writingToSellers: 'विक्रेताओं को लिखने से पहले कृपया अपना ई-मेल सत्यापित करें: हमारे भेजे गए मेल का लिंक खोलें, या अपने प्रोफ़ाइल पेज से नया लिंक माँगें।',
  },
  emailNotVerified: 'सत्यापित नहीं है',
  tooManyRequests: 'बहुत ज़्यादा अनुरोध: कृपया {{seconds}} सेकंड बाद फिर से कोशिश करें',
  notPositiveInteger: '{{name}} एक धनात्मक पूर्णांक होना चाहिए',
  positiveInteger: 'धनात्मक पूर्णांक होना चाहिए',
  malformedHeader: '{{header}} में 1–255 दिखने वाले ASCII अक्षर होने चाहिए, जैसे कोई UUID',
  malformed: 'सही रूप में नहीं है',
  unreadable: '{{field}}: यह मान पढ़ा नहीं जा सकता',
  cannotBeRead: 'पढ़ा नहीं जा सकता',
  adNotLive: 'यह विज्ञापन मौजूद नहीं है या अब सक्रिय नहीं है',
  notFound: 'नहीं मिला',
  recordExists: 'यह रिकॉर्ड पहले से मौजूद है',
  recordInUse: 'यह रिकॉर्ड अभी इस्तेमाल में है (उदाहरण के लिए विज्ञापनों में), इसलिए इसे हटाया नहीं जा सकता',
  missingReference: 'जिस रिकॉर्ड का हवाला दिया गया है, वह मौजूद नहीं है',
  requiredField: 'ज़रूरी फ़ील्ड खाली (null) नहीं हो सकता',
  malformedJson: 'JSON बॉडी सही रूप में नहीं है',
  serverError: 'सर्वर में अंदरूनी गड़बड़ी हुई',
  list: {
    notJson: '{{name}} JSON होना चाहिए',
    mustBeJson: 'JSON होना चाहिए',
    sort: 'sort ["field","ASC"|"DESC"] होना चाहिए, और field इनमें से एक: {{fields}}',
    range: 'range [first, last] होना चाहिए, जिसमें 0 ≤ first ≤ last',
    filter: 'filter एक JSON ऑब्जेक्ट होना चाहिए',
    ids: 'filter.id धनात्मक पूर्णांक होने चाहिए',
  },
  field: {
    title: 'शीर्षक',
    description: 'विवरण',
    displayName: 'प्रदर्शित नाम',
    text: 'संदेश',
    images: 'फ़ोटो',
    image: 'तस्वीर',
    photo: 'फ़ोटो',
    stateImage: 'राज्य की तस्वीर',
    state: 'राज्य',
    district: 'ज़िला',
  },
};

export const commonRefusal = requestTexts('common-refusals', { en, hi });

/** What a user must verify their e-mail before doing (VerifiedEmail). */
export type VerifiedEmailAction = keyof typeof en.verifyEmailFirst;

/** A field as the request's language names it in a refusal's detail; one it does not know, as the API spells it. */
export const fieldName = (field: string): string => (Object.hasOwn(en.field, field) ? commonRefusal(`field.${field}` as TextKey<typeof en>) : field);
