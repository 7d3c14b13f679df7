import { requestTexts } from '../common/texts';

/** Why logging in, a mailed link or a password change was refused. */
const en = {
  wrongLogin: 'Wrong e-mail or password',
  blocked: 'This account is blocked. Contact support.',
  tooManyLogins: 'Too many failed logins for this account: please try again in {{seconds}} s',
  alreadyVerified: 'Your e-mail is already verified',
  tooManyLinks: 'We have sent several links this hour. Please check your inbox (and spam folder), or try again later.',
  currentPasswordWrong: 'The current password is wrong',
  wrongPassword: 'wrong password',
  linkInvalid: 'This link is not valid or has expired. Ask for a new one.',
  invalidOrExpired: 'invalid or expired',
  linkUsed: 'This link has already been used. Ask for a new one.',
  alreadyUsed: 'already used',
  unsubscribeInvalid: 'This unsubscribe link is not valid. Change your mail settings on your profile page.',
  invalid: 'invalid',
};

const hi: typeof en = {
  wrongLogin: 'ई-मेल या पासवर्ड गलत है',
  blocked: 'यह खाता ब्लॉक है। कृपया सहायता टीम से संपर्क करें।',
  tooManyLogins: 'इस खाते में कई बार गलत लॉग इन हुआ है: कृपया {{seconds}} सेकंड बाद फिर से कोशिश करें',
  alreadyVerified: 'आपका ई-मेल पहले ही सत्यापित हो चुका है',
  tooManyLinks: 'इस घंटे हम कई लिंक भेज चुके हैं। कृपया अपना इनबॉक्स (और स्पैम फ़ोल्डर) देखें, या थोड़ी देर बाद फिर से कोशिश करें।',
  currentPasswordWrong: 'मौजूदा पासवर्ड गलत है',
  wrongPassword: 'गलत पासवर्ड',
  linkInvalid: 'यह लिंक मान्य नहीं है या इसकी अवधि खत्म हो गई है। कृपया नया लिंक माँगें।',
  invalidOrExpired: 'अमान्य है या इसकी अवधि खत्म हो गई है',
  linkUsed: 'यह लिंक पहले ही इस्तेमाल हो चुका है। कृपया नया लिंक माँगें।',
  alreadyUsed: 'पहले ही इस्तेमाल हो चुका है',
  unsubscribeInvalid: 'सदस्यता छोड़ने का यह लिंक मान्य नहीं है। अपने प्रोफ़ाइल पेज पर अपनी ई-मेल सेटिंग बदलें।',
  invalid: 'अमान्य है',
};

export const authRefusal = requestTexts('auth-refusals', { en, hi });
