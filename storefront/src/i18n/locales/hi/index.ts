import antdHindi from 'antd/es/locale/hi_IN';
import type { Messages } from '../../messages';
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
 * The storefront's texts in Hindi: one chunk, loaded only by Hindi pages (i18n/index.ts); the legal texts load with
 * their pages. Typed Messages, so a key of the English tables missing from a Hindi one fails `npm run typecheck`.
 */
const hi: Messages = { common, home, search, ads, auth, blog, favourites, sellerAds, promotion, wallet, activity, messages };

export default hi;
export const antdLocale = antdHindi;
