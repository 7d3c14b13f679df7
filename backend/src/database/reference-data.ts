/** Reference data loaded on a fresh database (README.md, "Run it"). Prices in rupees. */
export const DEFAULT_CATEGORIES = [
  { title: 'Women Seeking Men', metaTitle: 'Women seeking men: personal ads in India', metaDescription: 'Personal ads from women looking to meet men, by city across India. Adults (18+) only.' },
  { title: 'Men Seeking Women', metaTitle: 'Men seeking women: personal ads in India', metaDescription: 'Personal ads from men looking to meet women, by city across India. Adults (18+) only.' },
  { title: 'Men Seeking Men', metaTitle: 'Men seeking men: personal ads in India', metaDescription: 'Personal ads from men looking to meet men, by city across India. Adults (18+) only.' },
  { title: 'Couples', metaTitle: 'Couples: personal ads in India', metaDescription: 'Personal ads from couples, by city across India. Adults (18+) only.' },
  { title: 'Transgender', metaTitle: 'Transgender personal ads in India', metaDescription: 'Personal ads from transgender people, by city across India. Adults (18+) only.' },
  { title: 'Spa', metaTitle: 'Spa and massage centres in India', metaDescription: 'Spa, massage and wellness centres by city across India.' },
  { title: 'Friendship', metaTitle: 'Friendship ads in India', metaDescription: 'Find friends and company in your city. Adults (18+) only.' },
];

/** Names in English and in Hindi (hindi-names.ts writes the places'). */
export const DEFAULT_PACKAGES = [
  { name: 'Basic', nameHi: 'बेसिक', amount: 199, durationDays: 3 },
  { name: 'Standard', nameHi: 'स्टैंडर्ड', amount: 499, durationDays: 7 },
  { name: 'Premium', nameHi: 'प्रीमियम', amount: 999, durationDays: 15 },
  { name: 'Platinum', nameHi: 'प्लैटिनम', amount: 1799, durationDays: 30 },
];

/** India time. A slot whose end is before its start runs past midnight; equal start and end is all day. */
export const DEFAULT_TIME_SLOTS = [
  { label: 'Morning (6 AM – 12 PM)', labelHi: 'सुबह (6 बजे – दोपहर 12 बजे)', startTime: '06:00', endTime: '12:00' },
  { label: 'Afternoon (12 PM – 5 PM)', labelHi: 'दोपहर (12 बजे – शाम 5 बजे)', startTime: '12:00', endTime: '17:00' },
  { label: 'Evening (5 PM – 10 PM)', labelHi: 'शाम (5 बजे – रात 10 बजे)', startTime: '17:00', endTime: '22:00' },
  { label: 'Night (10 PM – 6 AM)', labelHi: 'रात (10 बजे – सुबह 6 बजे)', startTime: '22:00', endTime: '06:00' },
  { label: 'All day', labelHi: 'पूरा दिन', startTime: '00:00', endTime: '00:00' },
];

/** The home page's SEO text on a demo install (admins edit it under SEO → Description). */
export const DEMO_DESCRIPTION = {
  headingH1: 'Classified ads for adults across India',
  headingH2: 'Meet people near you, in every state and district',
  description:
    '<p>Bazaar lists personal and wellness ads from <b>every state and union territory of India</b>. Search by category, state and district, or post your own ad in minutes: free once a day, or promoted to the top of your city.</p><p>All advertisers and visitors must be <b>18 or older</b>. Report any ad that breaks the rules and our moderators will review it.</p>',
};
