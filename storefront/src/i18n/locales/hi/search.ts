import type { Messages } from '../../messages';
import type en from '../en/search';

const hi: Messages<typeof en> = {
  popup: {
    category: 'श्रेणी',
    state: 'राज्य',
    location: 'जगह',
    locationMissing: 'कृपया जगह चुनें',
    keyword: 'कीवर्ड',
    keywordPlaceholder: 'जैसे: मिलनसार, सप्ताहांत, बांद्रा',
    clear: 'साफ़ करें',
  },
  results: {
    pageTitle: '{{title}} · {{category}}',
    heading: 'भारत में {{category}} के विज्ञापन',
    headingIn: '{{district}} में {{category}}',
    subheading: 'नवीनतम {{category}} विज्ञापन',
    subheadingIn: '{{district}}, {{state}} में नवीनतम विज्ञापन',
    refine: 'खोज बदलें',
    count_one: '{{number}} विज्ञापन',
    count_other: '{{number}} विज्ञापन',
    countAbout: 'लगभग {{number}} विज्ञापन',
    noMatch: 'यहाँ “{{keyword}}” से मेल खाता कोई विज्ञापन नहीं है।',
    empty: 'यहाँ अभी कोई विज्ञापन नहीं है। सबसे पहले आप अपना विज्ञापन डालें!',
  },
  filters: {
    label: 'फ़िल्टर और क्रम',
    youngest: 'न्यूनतम आयु',
    ageFrom: 'आयु से',
    oldest: 'अधिकतम आयु',
    ageTo: 'तक',
    withPhotos: 'फ़ोटो वाले',
    sortBy: 'क्रम',
    sort: { default: 'सुझाए गए', newest: 'सबसे नए पहले', promoted: 'प्रमोटेड पहले' },
  },
  save: {
    button: 'यह खोज सहेजें',
    loginNotice: 'यह खोज सहेजने और नए विज्ञापनों के ई-मेल पाने के लिए लॉग इन करें।',
    savedTitle: 'खोज सहेज ली गई',
    saved: 'इससे मेल खाने वाले नए विज्ञापन आपको ई-मेल किए जाएँगे। इसे मेन्यू में “सहेजी गई खोजें” में सँभालें।',
    ok: 'सहेजें',
    intro: 'इससे मेल खाने वाले नए विज्ञापन हम आपको ई-मेल करते हैं। किसी भी ई-मेल में एक क्लिक से आप ये ई-मेल बंद कर सकते हैं।',
    instant: 'पोस्ट होते ही',
    daily: 'दिन में एक बार',
  },
  savedSearches: {
    subtitle: 'मेल खाने वाले नए विज्ञापन आपको ई-मेल किए जाते हैं, पोस्ट होते ही या दिन में एक बार।',
    empty: 'अभी कोई सहेजी गई खोज नहीं है। कोई खोज चलाएँ और “यह खोज सहेजें” दबाएँ।',
    limit: 'आप ज़्यादा से ज़्यादा {{limit}} खोजें सहेज सकते हैं।',
    frequency: { instant: 'तुरंत', daily: 'रोज़ाना' },
    mailsFor: '{{summary}} के ई-मेल',
    confirmDelete: 'यह सहेजी गई खोज हटाएँ?',
    delete: 'हटाएँ',
    deleteOne: '{{summary}} हटाएँ',
  },
  spa: {
    eyebrow: 'स्पा और वेलनेस',
    title: 'पूरे भारत में स्पा और मसाज के विज्ञापन',
    description: 'अपने आस-पास स्पा, मसाज थेरेपिस्ट और वेलनेस सेंटर खोजें। हर विज्ञापन किसी वयस्क विज्ञापनदाता ने डाला है, और एक टैप में उसकी रिपोर्ट की जा सकती है।',
    find: 'अपने पास स्पा खोजें',
    popularCities: 'स्पा के लोकप्रिय शहर',
  },
};

export default hi;
