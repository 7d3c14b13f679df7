import common from './common';
import home from './home';
import search from './search';
import ads from './ads';
import auth from './auth';
import legal from './legal';
import blog from './blog';
import favourites from './favourites';
import sellerAds from './sellerAds';
import promotion from './promotion';
import wallet from './wallet';
import activity from './activity';
import messages from './messages';

/** Every storefront text in English, by area of the app (features/<area>; common: app/, components/, lib/). */
export default { common, home, search, ads, auth, legal, blog, favourites, sellerAds, promotion, wallet, activity, messages };
