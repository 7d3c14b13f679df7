import { requestTexts } from '../common/texts';

/** Why a promotion package or time slot could not be found. */
const en = {
  packageNotFound: 'Package {{id}} not found',
  slotNotFound: 'Time slot {{id}} not found',
};

const hi: typeof en = {
  packageNotFound: 'पैकेज {{id}} नहीं मिला',
  slotNotFound: 'टाइम स्लॉट {{id}} नहीं मिला',
};

export const planRefusal = requestTexts('plan-refusals', { en, hi });
