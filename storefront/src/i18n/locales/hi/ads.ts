import type { Messages } from '../../messages';
import type en from '../en/ads';

const hi: Messages<typeof en> = {
  page: {
    metaTitle: '{{title}} ({{district}})',
    notFoundTitle: 'विज्ञापन नहीं मिला',
    notFoundMessage: 'इस विज्ञापन की अवधि समाप्त हो गई है या इसे हटा दिया गया है।',
    age: '{{age}} वर्ष',
    posted: '<time>{{when}}</time> पोस्ट किया गया',
    views_one: '{{number}} बार देखा गया',
    views_other: '{{number}} बार देखा गया',
    description: 'विवरण',
    postedBy: 'विज्ञापनदाता: <strong>{{name}}</strong>',
    messagesOnly: 'यह विक्रेता केवल संदेश स्वीकार करता है।',
    safety: 'कभी भी पहले से भुगतान न करें और किसी को OTP न बताएँ। सार्वजनिक जगहों पर ही मिलें।',
    details: { category: 'श्रेणी', location: 'जगह', posted: 'पोस्ट करने की तारीख', expires: 'समाप्ति की तारीख', adId: 'विज्ञापन आईडी' },
  },
  gallery: {
    noPhotos: 'कोई फ़ोटो नहीं',
    photoOf: '{{title}}, {{total}} में से फ़ोटो {{index}}',
    photos: 'फ़ोटो',
    photo: 'फ़ोटो {{index}}',
  },
  message: {
    logIn: 'विक्रेता को संदेश भेजने के लिए लॉग इन करें',
    button: 'विक्रेता को संदेश भेजें',
    title: '{{name}} को लिखें',
    send: 'भेजें',
    label: 'आपका संदेश',
    placeholder: 'नमस्ते, क्या यह अभी भी उपलब्ध है?',
    privacy: 'आपका ई-मेल पता और फ़ोन नंबर निजी रहते हैं: विक्रेता को केवल आपका दिखने वाला नाम दिखता है।',
  },
  phone: {
    show: 'फ़ोन नंबर दिखाएँ',
    logIn: 'फ़ोन नंबर देखने के लिए लॉग इन करें',
    call: 'कॉल करें',
    greeting: 'नमस्ते, मैंने बाज़ार पर आपका विज्ञापन "{{title}}" देखा।',
  },
  report: { button: 'विज्ञापन की रिपोर्ट करें', title: 'इस विज्ञापन की रिपोर्ट करें', nextStep: 'हमारे मॉडरेटर इस विज्ञापन की समीक्षा करेंगे।' },
};

export default hi;
