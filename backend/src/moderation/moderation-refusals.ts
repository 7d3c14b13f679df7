import { requestTexts } from '../common/texts';

/** Why an ad's text, a rejection reason or the moderation settings were refused. */
const en = {
  contactInText: '{{field}} must not contain phone numbers, e-mail addresses or links: buyers reach you through Bazaar',
  noContactDetails: 'must not contain phone numbers, e-mail addresses or links: buyers reach you through Bazaar',
  reasonNotFound: 'Rejection reason {{id}} not found',
  reasonExists: '"{{label}}" is already a rejection reason',
  settingsRecord: 'The moderation settings are record 1',
};

const hi: typeof en = {
  contactInText: '{{field}} में फ़ोन नंबर, ई-मेल पते या लिंक नहीं होने चाहिए: खरीदार बाज़ार के ज़रिए ही आपसे संपर्क करते हैं',
  noContactDetails: 'इसमें फ़ोन नंबर, ई-मेल पते या लिंक नहीं होने चाहिए: खरीदार बाज़ार के ज़रिए ही आपसे संपर्क करते हैं',
  reasonNotFound: 'अस्वीकृति का कारण {{id}} नहीं मिला',
  reasonExists: '"{{label}}" पहले से अस्वीकृति का एक कारण है',
  settingsRecord: 'मॉडरेशन सेटिंग रिकॉर्ड 1 है',
};

export const moderationRefusal = requestTexts('moderation-refusals', { en, hi });
