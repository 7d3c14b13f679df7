import englishMessages from 'ra-language-english';
import texts from './en.json';

/**
 * Every text the console shows, in English: react-admin's own (ra), the resources' names and fields (react-admin
 * finds `resources.<name>.fields.<source>` by itself for list headers and form labels), and the console's (app).
 * Worded as the earlier console showed them: the browser journeys read some of them. The console's texts, and its
 * overrides of react-admin's, are in en.json; hi.json has the same keys, which the type check enforces (hi.ts).
 * Notes on keys (JSON has no comments): app.auth.profile_of is the user menu's button, which shows the admin's name:
 * its accessible name starts with that name (WCAG 2.5.3).
 */
export const en = {
  ...texts,
  ra: {
    ...englishMessages.ra,
    // ra.notification.created, updated, deleted: plainer save notices than "Element updated".
    notification: { ...englishMessages.ra.notification, ...texts.ra.notification },
    // ra.navigation.start-ellipsis, end-ellipsis: react-admin asks for a name for every pagination item, the "…" of a
    // long list too (which MUI draws without it); ra-language-english has none, so a list of more than seven pages
    // asked for a key Hindi lacked.
    navigation: { ...englishMessages.ra.navigation, ...texts.ra.navigation },
  },
};

/** The shape every language's messages have: hi.ts is typed with it, so a key missing there fails `npm run typecheck`. */
export type Messages = typeof en;
