import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';

/** react-admin's English texts, with plainer save notices than "Element updated". */
const messages = {
  ...englishMessages,
  ra: {
    ...englishMessages.ra,
    notification: {
      ...englishMessages.ra.notification,
      created: 'Saved',
      updated: 'Saved |||| %{smart_count} saved',
      deleted: 'Deleted |||| %{smart_count} deleted',
      item_doesnt_exist: 'This record no longer exists',
    },
  },
};

export const i18nProvider = polyglotI18nProvider(() => messages, 'en', [{ locale: 'en', name: 'English' }], { allowMissing: true });
