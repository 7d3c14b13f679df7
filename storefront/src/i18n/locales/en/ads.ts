/** The ads texts in English (the keys every language has). */
export default {
  page: {
    metaTitle: '{{title}} ({{district}})',
    notFoundTitle: 'Ad not found',
    notFoundMessage: 'This ad has expired or been removed.',
    age: '{{age}} years',
    // <time>: the relative time ("3 hours ago"), dated in its tooltip.
    posted: 'Posted <time>{{when}}</time>',
    // {{number}} is the count in the page's digit grouping (lib/format); `count` picks the plural.
    views_one: '{{number}} view',
    views_other: '{{number}} views',
    description: 'Description',
    postedBy: 'Posted by <strong>{{name}}</strong>',
    messagesOnly: 'This seller takes messages only.',
    safety: 'Never pay in advance or share OTPs. Meet in public places.',
    details: { category: 'Category', location: 'Location', posted: 'Posted', expires: 'Expires', adId: 'Ad ID' },
  },
  gallery: {
    noPhotos: 'No photos',
    photoOf: '{{title}}, photo {{index}} of {{total}}',
    photos: 'Photos',
    photo: 'Photo {{index}}',
  },
  message: {
    logIn: 'Log in to message the seller',
    button: 'Message the seller',
    title: 'Write to {{name}}',
    send: 'Send',
    label: 'Your message',
    placeholder: 'Hello, is this still available?',
    privacy: 'Your e-mail address and phone number stay private: the seller sees only your display name.',
  },
  phone: {
    show: 'Show phone number',
    logIn: 'Log in to see the phone number',
    call: 'Call',
    /** The WhatsApp chat's first message, filled in for the buyer. */
    greeting: 'Hi, I saw your ad "{{title}}" on Bazaar.',
  },
  report: { button: 'Report ad', title: 'Report this ad', nextStep: 'Our moderators will review this ad.' },
};
