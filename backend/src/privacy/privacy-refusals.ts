import { requestTexts } from '../common/texts';

/** Why an account was not deleted. */
const en = {
  passwordWrong: 'The password is wrong',
};

const hi: typeof en = {
  passwordWrong: 'पासवर्ड गलत है',
};

export const privacyRefusal = requestTexts('privacy-refusals', { en, hi });
