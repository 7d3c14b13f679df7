/** The home texts in English (the keys every language has). */
export default {
  hero: {
    defaultHeading: 'Classified ads for adults across India',
    lead: 'Personal ads from adults in every state and city of India. Browse freely, post your own in minutes.',
  },
  categories: 'Browse by category',
  popularCities: { title: 'Popular cities', forCategory: 'Popular cities for {{category}}' },
  latestAds: 'Latest ads',
};
