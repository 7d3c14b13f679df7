import common from './common.json';
import home from './home.json';
import search from './search.json';
import ads from './ads.json';
import auth from './auth.json';
import blog from './blog.json';
import favourites from './favourites.json';
import sellerAds from './sellerAds.json';
import promotion from './promotion.json';
import wallet from './wallet.json';
import activity from './activity.json';
import messages from './messages.json';

/**
 * The storefront's texts in English, by area of the app, one JSON table each (<area>.json: features/<area>; common:
 * app/, components/, lib/; auth: log in, sign up, the mailed links' pages and the profile). Every other language has
 * the same keys (Messages, checked in hi/index.ts). The long legal texts are not here: they load with their pages
 * (i18n/index.ts, `withTexts`).
 *
 * Notes on keys (JSON has no comments):
 * - {{number}} in ads.page.views_* and search.results.count_* is the count in the page's digit grouping (lib/format);
 *   `count` picks the plural.
 * - ads.page.posted: <time> is the relative time ("3 hours ago"), dated in its tooltip.
 * - ads.phone.greeting: the WhatsApp chat's first message, filled in for the buyer.
 * - search.results.countAbout: the API estimated the total (a big category, a common word).
 * - blog.description: as the server puts it in /blog's first HTML answer (backend/src/seo/page-texts.ts).
 * - activity.kinds: what happened, by the API's ActivityItemDto type.
 */
export default { common, home, search, ads, auth, blog, favourites, sellerAds, promotion, wallet, activity, messages };
