/**
 * The mails about a top-up's review (payment-mails.ts), in every language a user can choose. {{amount}} and
 * {{balance}}: rupees, written alike in both (₹1,00,000); {{reference}}: the UPI reference the payer gave.
 */
const en = {
  approved: {
    subject: 'Your top-up of {{amount}} was approved',
    body: 'Your wallet top-up of {{amount}} (UPI reference {{reference}}) was approved. Your balance is now {{balance}}.',
    action: 'Promote an ad',
  },
  rejected: {
    subject: 'Your top-up of {{amount}} was not approved',
    body: 'We could not match your wallet top-up of {{amount}} (UPI reference {{reference}}) to a payment we received, so it was not credited.',
    next: 'If money left your account, check the UPI reference in your payment app and submit it again, or contact us with a screenshot of the payment.',
    action: 'Add money again',
  },
};

const hi: typeof en = {
  approved: {
    subject: 'आपका {{amount}} का टॉप-अप मंज़ूर हो गया',
    body: 'आपके वॉलेट का {{amount}} का टॉप-अप (UPI रेफ़रेंस {{reference}}) मंज़ूर हो गया है। अब आपका बैलेंस {{balance}} है।',
    action: 'विज्ञापन प्रमोट करें',
  },
  rejected: {
    subject: 'आपका {{amount}} का टॉप-अप मंज़ूर नहीं हुआ',
    body: 'हम आपके वॉलेट के {{amount}} के टॉप-अप (UPI रेफ़रेंस {{reference}}) का मिलान हमें मिले किसी भी भुगतान से नहीं कर पाए, इसलिए यह राशि आपके वॉलेट में जमा नहीं की गई।',
    next: 'अगर आपके खाते से पैसे कट गए हैं, तो अपने पेमेंट ऐप में UPI रेफ़रेंस जाँचें और उसे दोबारा भेजें, या भुगतान के स्क्रीनशॉट के साथ हमसे संपर्क करें।',
    action: 'फिर से पैसे जोड़ें',
  },
};

export const PAYMENT_MAIL_TEXTS = { en, hi };
