/** The account mails' words (account-mails.ts), in every language a user can choose. {{site}}: the site's name in that language. */
const en = {
  verifyEmail: {
    subject: 'Confirm your e-mail for {{site}}',
    welcome: 'Welcome to {{site}}. Please confirm that this is your e-mail address; until you do, you can prepare ads but not publish them.',
    validity: 'The link works for 7 days. If you did not sign up, ignore this mail and no account will be used in your name.',
    action: 'Confirm my e-mail',
  },
  resetPassword: {
    subject: 'Reset your {{site}} password',
    request: 'Someone (we hope you) asked to reset the password of your account. The link below works once, for one hour; choosing a new password signs you out everywhere else.',
    ignore: 'If you did not ask, ignore this mail: your password stays as it is.',
    action: 'Choose a new password',
  },
  signUpAttempt: {
    subject: 'Someone tried to sign up to {{site}} with your e-mail',
    attempt: 'Someone tried to create a new account with this e-mail address, which already has one. Nothing was changed.',
    next: 'If it was you, sign in with your password, or reset it if you have forgotten it. If it was not you, you need do nothing.',
    action: 'Reset my password',
  },
  passwordChanged: {
    subject: 'Your {{site}} password was changed',
    changed: 'The password of your account was just changed, and every other signed-in device was signed out.',
    warning: 'If you did not do this, reset your password now: someone else may know it.',
    action: 'Reset my password',
  },
};

const hi: typeof en = {
  verifyEmail: {
    subject: '{{site}} के लिए अपने ई-मेल की पुष्टि करें',
    welcome: '{{site}} में आपका स्वागत है। कृपया पुष्टि करें कि यह आपका ही ई-मेल पता है; जब तक आप पुष्टि नहीं करते, आप विज्ञापन तैयार कर सकते हैं, पर उन्हें प्रकाशित नहीं कर सकते।',
    validity: 'यह लिंक 7 दिन तक काम करेगा। अगर आपने साइन अप नहीं किया है, तो इस मेल को अनदेखा करें; आपके नाम से कोई खाता इस्तेमाल नहीं होगा।',
    action: 'मेरे ई-मेल की पुष्टि करें',
  },
  resetPassword: {
    subject: 'अपना {{site}} पासवर्ड रीसेट करें',
    request: 'किसी ने (उम्मीद है, आपने ही) आपके खाते का पासवर्ड रीसेट करने को कहा है। नीचे दिया गया लिंक एक ही बार, एक घंटे तक काम करेगा; नया पासवर्ड चुनते ही आप बाकी सभी जगहों से लॉग आउट हो जाएँगे।',
    ignore: 'अगर आपने यह नहीं कहा था, तो इस मेल को अनदेखा करें: आपका पासवर्ड जैसा है, वैसा ही रहेगा।',
    action: 'नया पासवर्ड चुनें',
  },
  signUpAttempt: {
    subject: 'किसी ने आपके ई-मेल से {{site}} पर साइन अप करने की कोशिश की',
    attempt: 'किसी ने इस ई-मेल पते से नया खाता बनाने की कोशिश की, लेकिन इस पते पर पहले से एक खाता है। कुछ भी नहीं बदला गया।',
    next: 'अगर यह आप थे, तो अपने पासवर्ड से लॉग इन करें, या उसे भूल गए हों तो रीसेट कर लें। अगर यह आप नहीं थे, तो आपको कुछ करने की ज़रूरत नहीं है।',
    action: 'मेरा पासवर्ड रीसेट करें',
  },
  passwordChanged: {
    subject: 'आपका {{site}} पासवर्ड बदल दिया गया है',
    changed: 'आपके खाते का पासवर्ड अभी बदला गया है, और जिन दूसरे डिवाइस पर आप लॉग इन थे, उन सब से आपको लॉग आउट कर दिया गया है।',
    warning: 'अगर यह आपने नहीं किया, तो अभी अपना पासवर्ड रीसेट करें: हो सकता है किसी और को यह पता हो।',
    action: 'मेरा पासवर्ड रीसेट करें',
  },
};

export const ACCOUNT_MAIL_TEXTS = { en, hi };
