import { requestTexts } from '../common/texts';

/**
 * What a seller is told when posting, renewing or promoting goes through, and what checkout and the renew page
 * say. {{time}}: an India time (formatIndiaTime); {{package}}, {{slot}}: the names the admins gave them.
 */
const en = {
  checkoutCovered: 'Your wallet covers the {{package}} package: the ad will be promoted for {{days}} days in the {{slot}} slot.',
  checkoutShort: 'Insufficient balance: add ₹{{amount}} to your wallet to buy the {{package}} package.',
  promotedUntil: 'Your ad is promoted until {{time}}',
  promotionHeld: 'Your {{package}} package is bought: its {{days}} days start when a moderator approves your ad',
  liveUntil: 'Your ad is live until {{time}}',
  postedHeld: 'Your ad is posted: it goes live for {{days}} days when a moderator approves it',
  renewedUntil: 'Your ad is renewed until {{time}} and back at the top of the list',
  renewTakenDown: 'This ad was taken down by a moderator and cannot be renewed.',
  renewNotPosted: 'This ad has not been posted yet: post it free or promote it from My Ads.',
  renewFreeLater: 'You renewed this ad for free recently; the next free renewal is possible after {{time}}. A package renews and promotes it now.',
  renewFree: 'Renew it free for {{days}} days: it goes back to the top of the list.',
};

const hi: typeof en = {
  checkoutCovered: 'आपके वॉलेट में {{package}} पैकेज के लिए पैसे हैं: विज्ञापन {{slot}} स्लॉट में {{days}} दिन तक प्रमोट होगा।',
  checkoutShort: 'बैलेंस कम है: {{package}} पैकेज खरीदने के लिए अपने वॉलेट में ₹{{amount}} जोड़ें।',
  promotedUntil: 'आपका विज्ञापन {{time}} तक प्रमोट है',
  promotionHeld: 'आपका {{package}} पैकेज खरीद लिया गया है: इसके {{days}} दिन मॉडरेटर की मंज़ूरी मिलने पर शुरू होंगे',
  liveUntil: 'आपका विज्ञापन {{time}} तक लाइव है',
  postedHeld: 'आपका विज्ञापन पोस्ट हो गया है: मॉडरेटर की मंज़ूरी मिलने पर यह {{days}} दिन के लिए लाइव होगा',
  renewedUntil: 'आपका विज्ञापन {{time}} तक रिन्यू हो गया है और सूची में फिर से सबसे ऊपर है',
  renewTakenDown: 'यह विज्ञापन एक मॉडरेटर ने हटा दिया था, इसलिए इसे रिन्यू नहीं किया जा सकता।',
  renewNotPosted: 'यह विज्ञापन अभी पोस्ट नहीं हुआ है: इसे “मेरे विज्ञापन” से मुफ़्त में पोस्ट करें या प्रमोट करें।',
  renewFreeLater: 'आपने हाल ही में यह विज्ञापन मुफ़्त में रिन्यू किया है; अगला मुफ़्त रिन्यू {{time}} के बाद हो सकता है। पैकेज से यह अभी रिन्यू और प्रमोट हो जाता है।',
  renewFree: 'इसे {{days}} दिन के लिए मुफ़्त में रिन्यू करें: यह सूची में फिर से सबसे ऊपर आ जाएगा।',
};

export const promotionText = requestTexts('promotion-texts', { en, hi });
