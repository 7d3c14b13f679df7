/** The rejection reasons a new installation starts with (written by the Moderation migrations on both engines; admins edit the list). */
export const REJECTION_REASONS: string[] = [
  'The photos do not match the ad or are not the advertiser’s own',
  'Phone numbers, e-mail addresses or links in the text',
  'A duplicate of another ad',
  'Under age, or the age is not believable',
  'Wrong category or district',
  'Offensive or prohibited content',
];
