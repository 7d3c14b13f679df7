import { requestTexts } from '../common/texts';

/** Why a message could not be written or a conversation read. */
const en = {
  yourOwnAd: 'adId: this is your own ad',
  isYourOwnAd: 'is your own ad',
  conversationNotFound: 'Conversation {{id}} not found',
  notReported: 'No reported conversation {{id}}',
  blocked: 'You cannot write in this conversation: one of you has blocked the other',
};

const hi: typeof en = {
  yourOwnAd: 'adId: यह आपका अपना विज्ञापन है',
  isYourOwnAd: 'यह आपका अपना विज्ञापन है',
  conversationNotFound: 'बातचीत {{id}} नहीं मिली',
  notReported: 'बातचीत {{id}} की कोई रिपोर्ट नहीं है',
  blocked: 'आप इस बातचीत में नहीं लिख सकते: आप दोनों में से किसी एक ने दूसरे को ब्लॉक किया है',
};

export const messageRefusal = requestTexts('message-refusals', { en, hi });
