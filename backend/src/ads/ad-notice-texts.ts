/**
 * What a seller is told about their ad (ad-notices.ts): the line in Activity, written in the reader's language, and
 * the mail, in the seller's. {{ad}}: the ad's title as the seller wrote it; {{rejection}} and {{note}}: the
 * moderator's own words; {{reason}}: one of `takeDownReasons`; {{day}}: a date.
 */
const en = {
  titles: {
    takenDown: '"{{ad}}" was taken down: {{reason}}',
    takenDownWithNote: '"{{ad}}" was taken down: {{reason}} ({{note}})',
    approvedLive: '"{{ad}}" was approved and is on the site',
    approvedToPost: '"{{ad}}" was approved: post it to put it on the site',
    rejected: '"{{ad}}" was not approved: {{rejection}}',
    expiring: '"{{ad}}" expires soon',
    expired: '"{{ad}}" has expired',
    promotionEnded: 'The promotion of "{{ad}}" has ended',
  },
  /** Why a moderator took an ad down, as the seller reads it (ReportReason). */
  takeDownReasons: {
    SPAM: 'it looks like spam',
    FRAUD: 'it looks like a scam',
    UNDERAGE: 'it may involve someone under 18',
    OFFENSIVE: 'it has offensive content',
    WRONG_CATEGORY: 'it is in the wrong category',
    OTHER: 'it breaks the site rules',
  },
  takenDown: {
    subject: 'Your ad "{{ad}}" was taken down',
    why: 'Our moderators took down your ad "{{ad}}" because {{reason}}.',
    note: 'Their note: {{note}}',
    after: 'It is no longer on the site and cannot be published again. If you think this is a mistake, reply to this mail.',
    action: 'Read the site rules',
  },
  expiring: {
    subject: 'Your ad "{{ad}}" expires on {{day}}',
    body: 'Your ad "{{ad}}" stops being shown on {{day}}. Renew it to keep it on the site: it also moves back to the top of the list.',
    action: 'Renew my ad',
  },
  expired: {
    subject: 'Your ad "{{ad}}" has expired',
    body: 'Your ad "{{ad}}" has expired and is no longer shown. Renew it to publish it again, at the top of the list.',
    action: 'Renew my ad',
  },
  promotionEnded: {
    subject: 'The promotion of "{{ad}}" has ended',
    body: 'The promotion of your ad "{{ad}}" has ended: it is now listed among the regular ads.',
    action: 'Promote it again',
  },
  approved: {
    subject: 'Your ad "{{ad}}" was approved',
    live: 'Our moderators approved your ad "{{ad}}": it is on the site now, and any days it waited for review were added to its run and its promotion.',
    toPost: 'Our moderators approved your ad "{{ad}}". Post it free or promote it from My Ads to put it on the site.',
    action: 'Open My Ads',
  },
  rejected: {
    subject: 'Your ad "{{ad}}" was not approved',
    why: 'Our moderators did not approve your ad "{{ad}}". The reason: {{rejection}}',
    next: 'Edit the ad to fix this and it goes back to them for review. Anything you paid for it is kept and starts when it is approved.',
    action: 'Edit my ad',
  },
};

const hi: typeof en = {
  titles: {
    takenDown: '“{{ad}}” हटा दिया गया: {{reason}}',
    takenDownWithNote: '“{{ad}}” हटा दिया गया: {{reason}} ({{note}})',
    approvedLive: '“{{ad}}” मंज़ूर हो गया और साइट पर है',
    approvedToPost: '“{{ad}}” मंज़ूर हो गया: इसे साइट पर लाने के लिए पोस्ट करें',
    rejected: '“{{ad}}” मंज़ूर नहीं हुआ: {{rejection}}',
    expiring: '“{{ad}}” की अवधि जल्द ही खत्म हो रही है',
    expired: '“{{ad}}” की अवधि खत्म हो गई है',
    promotionEnded: '“{{ad}}” का प्रमोशन खत्म हो गया है',
  },
  takeDownReasons: {
    SPAM: 'यह स्पैम लगता है',
    FRAUD: 'यह धोखाधड़ी लगता है',
    UNDERAGE: 'इसमें 18 साल से कम उम्र का कोई व्यक्ति शामिल हो सकता है',
    OFFENSIVE: 'इसमें आपत्तिजनक सामग्री है',
    WRONG_CATEGORY: 'यह गलत श्रेणी में है',
    OTHER: 'यह साइट के नियम तोड़ता है',
  },
  takenDown: {
    subject: 'आपका विज्ञापन “{{ad}}” हटा दिया गया',
    why: 'हमारे मॉडरेटरों ने आपका विज्ञापन “{{ad}}” हटा दिया, क्योंकि {{reason}}।',
    note: 'उनकी टिप्पणी: {{note}}',
    after: 'यह अब साइट पर नहीं है और दोबारा प्रकाशित नहीं किया जा सकता। अगर आपको लगता है कि यह गलती है, तो इस मेल का जवाब दें।',
    action: 'साइट के नियम पढ़ें',
  },
  expiring: {
    subject: 'आपके विज्ञापन “{{ad}}” की अवधि {{day}} को खत्म होगी',
    body: 'आपका विज्ञापन “{{ad}}” {{day}} से दिखना बंद हो जाएगा। इसे साइट पर बनाए रखने के लिए रिन्यू करें: इससे यह सूची में फिर सबसे ऊपर आ जाता है।',
    action: 'मेरा विज्ञापन रिन्यू करें',
  },
  expired: {
    subject: 'आपके विज्ञापन “{{ad}}” की अवधि खत्म हो गई है',
    body: 'आपके विज्ञापन “{{ad}}” की अवधि खत्म हो गई है और अब यह नहीं दिखाया जाता। इसे फिर से प्रकाशित करने के लिए रिन्यू करें, सूची में सबसे ऊपर।',
    action: 'मेरा विज्ञापन रिन्यू करें',
  },
  promotionEnded: {
    subject: '“{{ad}}” का प्रमोशन खत्म हो गया है',
    body: 'आपके विज्ञापन “{{ad}}” का प्रमोशन खत्म हो गया है: अब यह सामान्य विज्ञापनों के बीच दिखाया जाता है।',
    action: 'फिर से प्रमोट करें',
  },
  approved: {
    subject: 'आपका विज्ञापन “{{ad}}” मंज़ूर हो गया',
    live: 'हमारे मॉडरेटरों ने आपका विज्ञापन “{{ad}}” मंज़ूर कर दिया है: यह अब साइट पर है, और समीक्षा के इंतज़ार में बीते दिन इसकी अवधि और इसके प्रमोशन में जोड़ दिए गए हैं।',
    toPost: 'हमारे मॉडरेटरों ने आपका विज्ञापन “{{ad}}” मंज़ूर कर दिया है। इसे साइट पर लाने के लिए “मेरे विज्ञापन” से इसे मुफ़्त में पोस्ट करें या प्रमोट करें।',
    action: 'मेरे विज्ञापन खोलें',
  },
  rejected: {
    subject: 'आपका विज्ञापन “{{ad}}” मंज़ूर नहीं हुआ',
    why: 'हमारे मॉडरेटरों ने आपका विज्ञापन “{{ad}}” मंज़ूर नहीं किया। कारण: {{rejection}}',
    next: 'इसे ठीक करने के लिए विज्ञापन में बदलाव करें, फिर यह दोबारा समीक्षा के लिए उनके पास जाएगा। इसके लिए आपने जो भुगतान किया है, वह बना रहता है और मंज़ूरी मिलने पर शुरू होता है।',
    action: 'मेरा विज्ञापन बदलें',
  },
};

export const AD_NOTICE_TEXTS = { en, hi };
