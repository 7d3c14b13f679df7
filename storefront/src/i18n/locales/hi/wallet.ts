import type { Messages } from '../../messages';
import type en from '../en/wallet';

const hi: Messages<typeof en> = {
  selectAmount: {
    metaTitle: 'पैसे जोड़ें',
    title: 'अपने वॉलेट में पैसे जोड़ें',
    subtitle: 'UPI से भुगतान करें; हमारी टीम के भुगतान की पुष्टि करते ही राशि आपके वॉलेट में जमा हो जाती है।',
    currentBalance: 'मौजूदा बैलेंस <strong>{{amount}}</strong>',
    chooseAmount: 'राशि चुनें',
    amountGroup: 'राशि',
    customAmount: 'या कोई और राशि लिखें ({{min}} – {{max}})',
    invalid: 'कृपया {{min}} से {{max}} के बीच पूरे रुपयों में राशि लिखें।',
    continue: '{{amount}} का भुगतान करने के लिए आगे बढ़ें',
    continueDisabled: 'भुगतान के लिए आगे बढ़ें',
  },
  qr: {
    metaTitle: 'UPI से भुगतान करें',
    title: 'UPI से {{amount}} का भुगतान करें',
    changeAmount: 'राशि बदलें',
    copied: 'कॉपी हो गया',
    copyByHand: 'इसे ख़ुद कॉपी करें',
    scanAndPay: '1. स्कैन करके भुगतान करें',
    noQr: 'भुगतान के लिए कोई QR कोड उपलब्ध नहीं है।',
    openApp: 'UPI ऐप में खोलें',
    scanHelp: 'किसी भी UPI ऐप (Google Pay, PhonePe, Paytm, BHIM…) से स्कैन करें और ठीक {{amount}} का भुगतान करें।',
    confirm: '2. अपने भुगतान की पुष्टि करें',
    upiId: 'आपकी UPI आईडी (जिससे आपने भुगतान किया)',
    upiIdRequired: 'कृपया अपनी UPI आईडी लिखें',
    upiIdInvalid: 'UPI आईडी कुछ ऐसी दिखती है: naam@bank',
    upiIdPlaceholder: 'aapkanaam@okhdfcbank',
    transactionId: 'UPI ट्रांज़ैक्शन आईडी (UTR)',
    transactionIdHelp: 'भुगतान के बाद आपके UPI ऐप में दिखने वाला 12 अंकों का रेफ़रेंस नंबर।',
    transactionIdRequired: 'कृपया ट्रांज़ैक्शन आईडी लिखें',
    transactionIdInvalid: 'UPI ट्रांज़ैक्शन आईडी में ठीक 12 अंक होते हैं',
    submit: 'भुगतान की जानकारी भेजें',
  },
  paymentConfirm: {
    metaTitle: 'भुगतान की जानकारी भेज दी गई',
    title: 'भुगतान की जानकारी भेज दी गई, स्वीकृति बाकी है',
    received: 'हमें {{amount}} के आपके भुगतान की जानकारी मिल गई है।',
    reference: 'रेफ़रेंस {{reference}}।',
    checking: 'हमारी टीम इसे बैंक स्टेटमेंट से मिलाती है, आमतौर पर कुछ ही घंटों में; स्वीकृत होते ही राशि आपके वॉलेट में जमा हो जाती है। आप इसकी स्थिति अपने “गतिविधि” पेज पर देख सकते हैं।',
    activity: '“गतिविधि” पर जाएँ',
  },
};

export default hi;
