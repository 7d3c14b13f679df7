import { requestTexts } from '../common/texts';

/** Why an ad could not be posted free, renewed or promoted. {{time}}, {{until}}, {{from}}: India times (formatIndiaTime). */
const en = {
  oneFreeAdADay: 'You can post one free ad every 24 hours. Your next free ad is possible after {{time}}.',
  alreadyPosted: 'This ad is already posted. Renew it from two days before it expires, from My Ads.',
  awaitingApproval: 'This ad is already posted: it goes live when a moderator approves it.',
  notPostedYet: 'This ad has not been posted yet: post it free or promote it first.',
  notYetRenewable: 'This ad runs until {{until}}. You can renew it from {{from}}.',
  renewedRecently: 'You renewed this ad for free recently. The next free renewal is possible after {{time}}; a package renews it now.',
  insufficientBalance: 'Insufficient balance: the {{package}} package costs ₹{{amount}}. Add money to your wallet first.',
};

const hi: typeof en = {
  oneFreeAdADay: 'आप हर 24 घंटे में एक विज्ञापन मुफ़्त में पोस्ट कर सकते हैं। आपका अगला मुफ़्त विज्ञापन {{time}} के बाद पोस्ट हो सकता है।',
  alreadyPosted: 'यह विज्ञापन पहले से पोस्ट है। इसकी अवधि खत्म होने से दो दिन पहले से आप इसे “मेरे विज्ञापन” से रिन्यू कर सकते हैं।',
  awaitingApproval: 'यह विज्ञापन पहले से पोस्ट है: मॉडरेटर की मंज़ूरी मिलते ही यह लाइव हो जाएगा।',
  notPostedYet: 'यह विज्ञापन अभी पोस्ट नहीं हुआ है: पहले इसे मुफ़्त में पोस्ट करें या प्रमोट करें।',
  notYetRenewable: 'यह विज्ञापन {{until}} तक चलेगा। आप इसे {{from}} से रिन्यू कर सकते हैं।',
  renewedRecently: 'आपने हाल ही में यह विज्ञापन मुफ़्त में रिन्यू किया है। अगला मुफ़्त रिन्यू {{time}} के बाद हो सकता है; पैकेज से यह अभी रिन्यू हो जाता है।',
  insufficientBalance: 'बैलेंस कम है: {{package}} पैकेज की कीमत ₹{{amount}} है। पहले अपने वॉलेट में पैसे जोड़ें।',
};

export const promotionRefusal = requestTexts('promotion-refusals', { en, hi });
