import { requestTexts } from '../common/texts';

/** Why an account was not deleted. */
const en = {
  passwordWrong: 'The password is wrong',
  wrongPassword: 'wrong password',
};

const hi: typeof en = {
  passwordWrong: 'पासवर्ड गलत है',
  wrongPassword: 'गलत पासवर्ड',
};

export const privacyRefusal = requestTexts('privacy-refusals', { en, hi });
