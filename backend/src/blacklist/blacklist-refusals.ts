import { requestTexts } from '../common/texts';

/** Why a text, a phone number or an e-mail was refused by the blacklist, or an entry could not be changed. */
const en = {
  bannedWords: '{{field}} contains words that are not allowed on Bazaar',
  wordsNotAllowed: 'contains words that are not allowed',
  bannedPhone: 'phone: this number cannot be advertised on Bazaar',
  phoneNotAllowed: 'this number cannot be advertised',
  bannedEmailDomain: 'email: addresses from this domain cannot sign up',
  emailDomainNotAllowed: 'this e-mail domain is not accepted',
  notMobile: 'value must be an Indian mobile number',
  mustBeMobile: 'must be an Indian mobile number',
  alreadyListed: '{{value}} is already on the blacklist',
  entryNotFound: 'Blacklist entry {{id}} not found',
};

const hi: typeof en = {
  bannedWords: '{{field}} में ऐसे शब्द हैं जिनकी बाज़ार पर अनुमति नहीं है',
  wordsNotAllowed: 'इसमें ऐसे शब्द हैं जिनकी अनुमति नहीं है',
  bannedPhone: 'फ़ोन: इस नंबर का बाज़ार पर विज्ञापन नहीं किया जा सकता',
  phoneNotAllowed: 'इस नंबर का विज्ञापन नहीं किया जा सकता',
  bannedEmailDomain: 'ई-मेल: इस डोमेन के पतों से साइन अप नहीं किया जा सकता',
  emailDomainNotAllowed: 'यह ई-मेल डोमेन स्वीकार नहीं किया जाता',
  notMobile: 'value एक भारतीय मोबाइल नंबर होना चाहिए',
  mustBeMobile: 'भारतीय मोबाइल नंबर होना चाहिए',
  alreadyListed: '{{value}} पहले से ब्लैकलिस्ट में है',
  entryNotFound: 'ब्लैकलिस्ट की एंट्री {{id}} नहीं मिली',
};

export const blacklistRefusal = requestTexts('blacklist-refusals', { en, hi });
