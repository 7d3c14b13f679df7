import { requestTexts } from '../common/texts';

/** Why the home page's SEO description block could not be found or added. */
const en = {
  noDescription: 'No description available',
  descriptionNotFound: 'Description {{id}} not found',
  descriptionExists: 'A description already exists: update it instead',
};

const hi: typeof en = {
  noDescription: 'कोई विवरण उपलब्ध नहीं है',
  descriptionNotFound: 'विवरण {{id}} नहीं मिला',
  descriptionExists: 'एक विवरण पहले से मौजूद है: नया जोड़ने के बजाय उसी को अपडेट करें',
};

export const seoRefusal = requestTexts('seo-refusals', { en, hi });
