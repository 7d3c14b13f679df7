/**
 * Every tag the controllers use (@ApiTags), with what it groups, in the order Swagger UI lists them.
 * The OpenAPI lint test fails when a controller uses a tag missing here (spectral's operation-tag-defined).
 */
export const OPENAPI_TAGS: [name: string, description: string][] = [
  ['public: catalogue', 'Categories, states and districts, SEO texts and popular cities, as the storefront shows them. No token.'],
  ['public: ads', "Search and read active ads, report an ad, reveal a seller's phone to a signed-in user."],
  ['public: blog', "The admins' blog posts, newest first, and one post by its slug."],
  ['public: challenge', 'A proof-of-work challenge to solve before signing up, asking for a password reset, reporting an ad or revealing a phone number.'],
  ['favourites', "The caller's favourite ads: keep, remove, list (ended ones marked), merge the browser's list at sign-in."],
  ['auth', "Log in, sign up, and the caller's own profile."],
  ['saved searches', "The caller's saved searches and how often their new ads are mailed (instant or daily)."],
  ['seller: ads', "The caller's own ads: post with photos, edit, delete, list with status and views."],
  ['seller: promotion', 'Packages and time slots, checkout, promotion paid from the wallet, and the free ad.'],
  ['seller: wallet', 'Top up the wallet by UPI (the active QR code, then the payment reference) and read its ledger.'],
  ['seller: activity', 'What the caller did: ads posted, payments, promotions and free ads, newest first.'],
  ['messages', "Conversations between a buyer and a seller about an ad: inbox, unread counts, replies, block and report. Neither side sees the other's e-mail or phone."],
  ['admin: listings', 'Moderate ads: list, edit, activate and deactivate any ad; reports from visitors, and the conversations they report.'],
  ['admin: review queue', 'Ads waiting for a moderator (pre-moderation, reports past the threshold, near-duplicates), oldest first: approve, or reject with a reason the seller is told.'],
  ['admin: moderation', 'Moderation settings (pre- or post-moderation, report thresholds, contact details in ads) and the list of rejection reasons.'],
  ['admin: categories', 'Create, edit and delete categories with their images and SEO fields.'],
  ['admin: locations', 'States and districts with their SEO fields and images.'],
  ['admin: SEO description', "The SEO description block of the home page, and the dashboard's counts."],
  ['admin: popular cities', 'Popular cities shown per category.'],
  ['admin: payments and QR codes', 'Approve or reject wallet top-ups; manage the UPI QR codes, exactly one active.'],
  ['admin: packages and time slots', 'Promotion packages and the time slots they are sold for.'],
  ['admin: users', 'Sellers and admins: list, block and unblock.'],
  ['admin: blacklist', 'Words, phone numbers and e-mail domains refused in ads and sign-ups.'],
  ['admin: blog', 'Blog posts and their comments, stored on the server.'],
  ['admin: site settings', "The site's contact details, social profiles and legal names, shown by the storefront; unset ones are not shown."],
  ['admin console resources', "The same data in the form react-admin's ra-data-simple-rest expects (sort, range, filter, Content-Range)."],
  ['operations', 'Health check for load balancers and Prometheus metrics.'],
];
