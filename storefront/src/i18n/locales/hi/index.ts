import antdHindi from 'antd/es/locale/hi_IN';
import type { Messages } from '../../messages';
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

/** The storefront's texts in Hindi: one chunk, loaded only by Hindi pages (i18n/index.ts); the legal texts load with their pages. */
const hi: Messages = { common, home, search, ads, auth, blog, favourites, sellerAds, promotion, wallet, activity, messages };

export default hi;
export const antdLocale = antdHindi;
