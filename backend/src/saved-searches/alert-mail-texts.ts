/**
 * The mails of saved searches (alert-mails.ts), in every language a user can choose. {{ad}}: an ad's title as
 * its seller wrote it; {{summary}}: the search in words, in the same language (search-summary.ts).
 */
const en = {
  instant: {
    subject: 'New ad for your saved search: {{ad}}',
    intro: 'A new ad matches your saved search “{{summary}}”:',
    seeAll: 'See every match: {{url}}',
    action: 'See the ad',
  },
  digest: {
    subjectOne: '1 new ad for your saved search: {{summary}}',
    subjectMany: '{{number}} new ads for your saved search: {{summary}}',
    intro: 'New ads since yesterday for your saved search “{{summary}}”:',
    action: 'See the results',
  },
};

const hi: typeof en = {
  instant: {
    subject: 'आपकी सहेजी गई खोज के लिए नया विज्ञापन: {{ad}}',
    intro: 'एक नया विज्ञापन आपकी सहेजी गई खोज “{{summary}}” से मेल खाता है:',
    seeAll: 'मेल खाने वाले सभी विज्ञापन देखें: {{url}}',
    action: 'विज्ञापन देखें',
  },
  digest: {
    subjectOne: 'आपकी सहेजी गई खोज के लिए 1 नया विज्ञापन: {{summary}}',
    subjectMany: 'आपकी सहेजी गई खोज के लिए {{number}} नए विज्ञापन: {{summary}}',
    intro: 'कल से अब तक आपकी सहेजी गई खोज “{{summary}}” से मेल खाने वाले नए विज्ञापन:',
    action: 'नतीजे देखें',
  },
};

export const ALERT_MAIL_TEXTS = { en, hi };
