import { requestTexts } from '../common/texts';

/** Why an account could not be made or changed. */
const en = {
  emailTaken: 'An account with this e-mail already exists',
  alreadyRegistered: 'already registered',
  displayNameTaken: 'This display name is taken: choose another',
  taken: 'taken',
  userNotFound: 'User {{id}} not found',
  cannotBlockYourself: 'You cannot block your own account',
};

const hi: typeof en = {
  emailTaken: 'इस ई-मेल से एक खाता पहले से मौजूद है',
  alreadyRegistered: 'पहले से रजिस्टर है',
  displayNameTaken: 'यह प्रदर्शित नाम पहले से किसी और का है: कोई दूसरा नाम चुनें',
  taken: 'पहले से लिया जा चुका है',
  userNotFound: 'उपयोगकर्ता {{id}} नहीं मिला',
  cannotBlockYourself: 'आप अपना ही खाता ब्लॉक नहीं कर सकते',
};

export const userRefusal = requestTexts('user-refusals', { en, hi });
