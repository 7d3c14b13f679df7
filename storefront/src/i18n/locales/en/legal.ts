/**
 * The legal texts in English (the keys every language has). Tags in a text are the page's links and bold
 * (<mail>, <profile>, <privacy>, <terms>, <strong>); {{mail}} is the support address.
 */
export default {
  lastUpdated: 'Last updated: {{date}}',
  privacy: {
    title: 'Privacy Policy',
    description: 'What personal data Bazaar collects, why, and your rights.',
    updated: '1 November 2026',
    intro:
      'This statement explains how your personal data is handled when you use Bazaar. The data controller is the company that operates Bazaar, registered in Portugal (“we”, “us”). We process personal data in line with the EU General Data Protection Regulation (GDPR) and India’s Digital Personal Data Protection Act, 2023. You can reach us, and our data protection contact, at <mail>{{mail}}</mail>.',
    collect: {
      heading: '1. What we collect',
      account: '<strong>Account data:</strong> your full name, email address and a securely hashed password.',
      ad: '<strong>Ad content:</strong> title, description, category, city, age, phone number and photos you post. Photos are re-encoded and stripped of metadata such as GPS location.',
      payment: '<strong>Payment data:</strong> top-up amounts, your UPI ID and the UPI transaction reference you submit, and your wallet history. We never see your UPI PIN or bank credentials.',
      reports: '<strong>Reports:</strong> the reason and details you give when you report an ad.',
      technical: '<strong>Technical data:</strong> IP address, browser type, pages requested and error logs, kept for security and to fix problems.',
      device:
        '<strong>On your device:</strong> your browser stores your login token, email and name (so you stay logged in) and that you confirmed you are 18 or older. We use no advertising or tracking cookies.',
    },
    use: {
      heading: '2. Why we use it, and on what basis',
      contract: 'To run your account, publish your ads and provide the wallet and promotions (performance of our contract with you).',
      legal: 'To verify payments, keep accounting records and answer lawful requests from authorities (legal obligation).',
      safety: 'To keep Bazaar safe: moderation, fraud and abuse prevention, rate limiting and protecting minors (legitimate interests and legal obligation).',
      support: 'To answer your messages to support (legitimate interests).',
      public: 'The phone number, photos and text of an active ad are public by design: anyone who views the ad can see them. Remove the ad to stop publishing them.',
    },
    share: {
      heading: '3. Who we share it with',
      text: 'We do not sell personal data. We share it only with service providers that host and operate Bazaar for us under contract (hosting, storage, email), with banks and payment providers to verify payments, and with police or courts when the law requires it, in particular to protect minors or investigate crime.',
    },
    transfers: {
      heading: '4. International transfers',
      text: 'Bazaar serves users in India and is operated from the European Union. Where data moves between India, the EU and our providers’ countries, we protect it with the safeguards the law requires, such as the European Commission’s standard contractual clauses.',
    },
    keep: {
      heading: '5. How long we keep it',
      ads: 'Ads: while they are online, and up to 90 days after expiry or deletion in backups and moderation records.',
      accounts: 'Accounts: until you delete your account (on your profile page), when your ads, photos and personal data are deleted at once, except what we must keep.',
      payments: 'Payment records: as long as tax and accounting law requires (up to 10 years).',
      logs: 'Technical logs: up to 90 days, unless needed for a security investigation.',
    },
    rights: {
      heading: '6. Your rights',
      text: 'You may access, correct or delete your personal data, restrict or object to its processing, and receive a copy in a portable format. On your <profile>profile page</profile> you can correct your details, download everything we hold about you as a JSON file, turn off mails that are not essential, and delete your account yourself. For anything else, write to <mail>{{mail}}</mail> from the email address of your account; we answer within 30 days. You may also complain to the Portuguese data protection authority (Comissão Nacional de Proteção de Dados, CNPD) or to the Data Protection Board of India.',
    },
    children: {
      heading: '7. Children',
      text: 'Bazaar is only for adults. We do not knowingly collect data about anyone under 18, and we delete it and the related ads as soon as we learn of it.',
    },
    security: {
      heading: '8. Security',
      text: 'Passwords are hashed, connections are encrypted, and access to personal data is limited to staff who need it. No system is perfectly secure: keep your password private and log out on shared devices.',
    },
    changes: {
      heading: '9. Changes',
      text: 'We may update this statement; the date above shows the current version. See also our <terms>Terms & Conditions</terms>.',
    },
  },
  terms: {
    title: 'Terms & Conditions',
    description: 'The rules for using Bazaar, posting ads and paying for promotion.',
    updated: '1 November 2026',
    intro:
      'These terms govern your use of Bazaar, an online classified-ads marketplace for adults in India, operated by a company registered in Portugal (“Bazaar”, “we”, “us”). By browsing, creating an account or posting an ad you agree to them. If you do not agree, please do not use Bazaar.',
    adults: {
      heading: '1. Adults only',
      text: 'Bazaar is for people aged 18 or over. You must not use Bazaar, and must not appear in or be described by any ad, if you are under 18. We remove any ad that involves a minor and report it to the authorities.',
    },
    account: {
      heading: '2. Your account',
      truthful: 'Give your real name and an email address you control, and keep your password secret.',
      responsible: 'You are responsible for everything done with your account. Tell us at once at {{mail}} if you think someone else has used it.',
      suspend: 'We may suspend or close accounts that break these terms.',
    },
    posting: {
      heading: '3. Posting ads',
      rules: 'You may post ads only about yourself or a business you are entitled to represent. Every ad must be truthful and lawful. You must not post:',
      minors: 'anything involving a person under 18, or any person who has not consented to appear;',
      illegal: 'offers of prostitution, trafficking or any service that is illegal in India, including under the Immoral Traffic (Prevention) Act, 1956 and the Bharatiya Nyaya Sanhita, 2023;',
      harmful: 'explicit sexual images, hate speech, threats, or content that infringes someone else’s copyright, trademark or privacy;',
      spam: 'spam, duplicate ads, misleading prices or contact details, or ads in the wrong category;',
      scams: 'requests for advance payments, OTPs, bank or card details.',
      licence:
        'You keep the rights in what you post and give us a non-exclusive, royalty-free licence to host, display, resize and promote it on Bazaar for as long as the ad is online. Photos are re-encoded and their hidden metadata (such as GPS location) removed.',
    },
    moderation: {
      heading: '4. Moderation and reports',
      text: 'New ads stay inactive until you post them for free or promote them. Our moderators may deactivate or remove any ad, at any time and without notice, if we believe it breaks these terms or the law. Anyone can report an ad with the “Report ad” button; we review reports promptly.',
    },
    wallet: {
      heading: '5. Wallet, payments and promotion',
      prices: 'All prices are in Indian rupees (₹) and include applicable taxes unless stated otherwise.',
      topUp:
        'You top up your wallet by paying our UPI QR code and submitting the UPI transaction reference. The amount is credited after we have matched the payment with our bank statement; a payment that cannot be matched is rejected.',
      balance:
        'Wallet balance can be spent only on Bazaar promotion packages. It cannot be transferred or withdrawn, except where the law requires a refund. Write to {{mail}} within 30 days about any payment problem.',
      promotion:
        'A promotion places your ad above non-promoted ads for the package’s duration, and first during your chosen time slot (India time). We do not guarantee any number of views or replies.',
      removed: 'Promotions of ads removed for breaking these terms are not refunded.',
      free: 'One ad can be activated for free per account every 24 hours, for a limited period.',
    },
    users: {
      heading: '6. Dealing with other users',
      text: 'Bazaar only publishes ads; we are not a party to any contact or arrangement between users, and we do not check the identity of advertisers. Be careful: never pay in advance, meet in public places and tell someone you trust where you are going.',
    },
    liability: {
      heading: '7. Liability',
      text: 'Bazaar is provided “as is”. To the extent the law allows, we are not liable for ads posted by users, for losses arising from dealings between users, or for interruptions of the service. Nothing in these terms limits liability that cannot be limited by law, including your rights as a consumer.',
    },
    copyright: {
      heading: '8. Copyright complaints',
      text: 'If you believe an ad infringes your rights, write to {{mail}} with a link to the ad and proof of your rights; we will act promptly.',
    },
    changes: {
      heading: '9. Changes and law',
      text: 'We may update these terms; the date above shows the latest version, and we will tell account holders of important changes by email. These terms are governed by the laws of Portugal, without depriving you of the protection of the mandatory laws of India where you live.',
    },
    contact: {
      heading: '10. Contact',
      text: 'Questions? Write to <mail>{{mail}}</mail>. How we handle your personal data is described in our <privacy>Privacy Policy</privacy>.',
    },
  },
};
