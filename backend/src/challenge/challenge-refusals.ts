import { requestTexts } from '../common/texts';

/** Why a proof-of-work challenge did not pass (challenge.service.ts). */
const en = {
  missing: 'This needs a solved challenge in the {{header}} header (GET /api/challenge)',
  malformed: '{{header}} is not a solved challenge: solve a new one from GET /api/challenge',
  expired: 'The challenge has expired: solve a new one',
  notSolved: 'The challenge is not solved: solve a new one',
  alreadyUsed: 'The challenge was already used: solve a new one',
};

const hi: typeof en = {
  missing: 'इसके लिए {{header}} हेडर में हल की गई चुनौती चाहिए (GET /api/challenge)',
  malformed: '{{header}} हल की गई चुनौती नहीं है: GET /api/challenge से नई चुनौती लेकर हल करें',
  expired: 'चुनौती की अवधि खत्म हो गई है: नई चुनौती हल करें',
  notSolved: 'चुनौती हल नहीं हुई है: नई चुनौती हल करें',
  alreadyUsed: 'यह चुनौती पहले ही इस्तेमाल हो चुकी है: नई चुनौती हल करें',
};

export const challengeRefusal = requestTexts('challenge-refusals', { en, hi });
