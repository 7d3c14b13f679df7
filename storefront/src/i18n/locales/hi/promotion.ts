import type { Messages } from '../../messages';
import type en from '../en/promotion';

const hi: Messages<typeof en> = {
  adBrief: { number: 'विज्ञापन #{{id}}' },
  packageSummary: {
    days_one: '{{count}} दिन सबसे ऊपर · {{price}}/दिन',
    days_other: '{{count}} दिन सबसे ऊपर · {{price}}/दिन',
  },
  slots: { allDay: '24 घंटे, हर दिन', hours: '{{start}}–{{end}} (भारतीय समय)' },
  packagesError: { failed: 'त्रुटि : {{message}}', unknown: 'अज्ञात त्रुटि' },
  packages: {
    title: 'प्रमोशन पैकेज',
    subtitle: 'प्रमोट किए गए विज्ञापन बाकी विज्ञापनों से ऊपर दिखते हैं; अपने टाइम स्लॉट के दौरान वे सबसे पहले दिखाए जाते हैं।',
    promote: 'विज्ञापन प्रमोट करें',
    packages: 'पैकेज',
    timeSlots: 'टाइम स्लॉट (भारतीय समय)',
    payFromWallet: 'अपने वॉलेट बैलेंस से भुगतान करें। और पैसे चाहिए? <link>UPI से पैसे जोड़ें</link>।',
  },
  topUp: {
    title: 'अपना विज्ञापन प्रमोट करें',
    subtitle: 'विज्ञापन #{{id}}: चुनें कि इसे कितने दिन और किस समय सबसे ऊपर दिखाया जाए।',
    package: '1. पैकेज',
    packageGroup: 'पैकेज',
    timeSlot: '2. टाइम स्लॉट',
    timeSlotGroup: 'टाइम स्लॉट',
    slotHelp: 'अपने स्लॉट के दौरान आपका विज्ञापन अपनी खोजों में सबसे ऊपर दिखाया जाता है।',
    continue: 'चेकआउट पर जाएँ',
  },
  checkout: {
    title: 'चेकआउट',
    loading: 'लोड हो रहा है...',
    error: 'त्रुटि: {{message}}',
    noData: 'कोई जानकारी उपलब्ध नहीं है',
    package: 'पैकेज',
    slot: 'स्लॉट',
    packageAmount: 'पैकेज की राशि',
    availableBalance: 'उपलब्ध बैलेंस',
    usableBalance: 'इस्तेमाल करने लायक बैलेंस',
    remainingBalance: 'बचा हुआ बैलेंस',
    proceed: 'आगे बढ़ें',
    addMoney: 'पैसे जोड़ें',
    changePackage: 'पैकेज बदलें',
    promoted: 'आपका विज्ञापन प्रमोट हो गया',
    promotedUntil: '{{date}} तक प्रमोटेड।',
  },
  renew: {
    title: 'अपना विज्ञापन रिन्यू करें',
    expired: '{{date}} को समाप्त हुआ',
    expires: '{{date}} को समाप्त होगा',
    renewFree: '{{days}} दिनों के लिए मुफ़्त में रिन्यू करें',
    withPackage: 'पैकेज के साथ रिन्यू करें',
    back: '“मेरे विज्ञापन” पर वापस जाएँ',
    renewed: 'आपका विज्ञापन रिन्यू हो गया',
    renewedDetail: 'यह फिर से सूची में सबसे ऊपर है और {{date}} तक दिखेगा।',
  },
};

export default hi;
