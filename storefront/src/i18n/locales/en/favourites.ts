/** The favourites texts in English (the keys every language has). */
export default {
  page: {
    onAccount: 'Ads you saved, kept on your account.',
    inBrowser: 'Ads you saved, kept in this browser. Log in to keep them on your account.',
    empty: 'No favourites yet. Tap the heart on an ad to keep it here.',
  },
  ended: { tag: 'Ended', remove: 'Remove', removeOne: 'Remove {{title}} from favourites' },
};
