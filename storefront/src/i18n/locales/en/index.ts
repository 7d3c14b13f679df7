import common from './common';
import home from './home';
import search from './search';
import ads from './ads';
import auth from './auth';
import blog from './blog';
import favourites from './favourites';
import sellerAds from './sellerAds';
import promotion from './promotion';
import wallet from './wallet';
import activity from './activity';
import messages from './messages';

/**
 * The storefront's texts in English, by area of the app (features/<area>; common: app/, components/, lib/). The
 * long legal texts are not here: they load with their pages (i18n/index.ts, `withTexts`).
 */
export default { common, home, search, ads, auth, blog, favourites, sellerAds, promotion, wallet, activity, messages };
