import { accountMails } from '../auth/account-mails';
import { ACCOUNT_MAIL_TEXTS } from '../auth/account-mail-texts';
import { renderMail } from './mail-layout';
import { registeredTexts, type TextTree } from '../common/texts';

/** Every string of a text tree, by its dotted key. */
const leaves = (tree: TextTree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[prefix + key, value] as [string, string]] : leaves(value, `${prefix}${key}.`)));
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

// The compiler's check (npm run typecheck): the Hindi texts have every English key, and no other.
const hindiAccountTexts: typeof ACCOUNT_MAIL_TEXTS.en = ACCOUNT_MAIL_TEXTS.hi;

describe('mail texts', () => {
  // Importing account-mails registers its namespace beside the layout's.
  const { en, hi } = registeredTexts();

  it('have every English key in Hindi, with the same placeholders, in Devanagari', () => {
    expect(Object.keys(en).sort()).toEqual(['account', 'layout']);
    expect(hindiAccountTexts).toBe(ACCOUNT_MAIL_TEXTS.hi);
    for (const namespace of Object.keys(en)) {
      const english = new Map(leaves(en[namespace]));
      const hindi = new Map(leaves(hi[namespace]));
      expect([...hindi.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, text] of english) {
        expect({ key, placeholders: placeholders(hindi.get(key)!) }).toEqual({ key, placeholders: placeholders(text) });
        if (/[a-z]{3}/i.test(text.replace(/\{\{\w+\}\}/g, ''))) expect({ key, text: hindi.get(key) }).toEqual({ key, text: expect.stringMatching(/[\u0900-\u097F]/) });
      }
    }
  });

  it('render an English mail word for word as before, with lang="en"', () => {
    const mail = renderMail(accountMails.resetPassword('en', 'Asha_Pune', 'https://bazaar.example/reset-password?token=t&x=1'), 'https://bazaar.example');
    expect(mail.subject).toBe('Reset your Bazaar password');
    expect(mail.text).toBe(
      [
        'Hello Asha_Pune,',
        'Someone (we hope you) asked to reset the password of your account. The link below works once, for one hour; choosing a new password signs you out everywhere else.',
        'If you did not ask, ignore this mail: your password stays as it is.',
        'Choose a new password:\nhttps://bazaar.example/reset-password?token=t&x=1',
        '— Bazaar',
        'You get this mail because you have an account at Bazaar (https://bazaar.example).',
      ].join('\n\n'),
    );
    expect(mail.html).toMatch(/^<!doctype html><html lang="en">/);
    expect(mail.html).toContain('token=t&#38;x=1');
  });

  it('render a Hindi mail with the frame in Hindi and lang="hi"', () => {
    const mail = renderMail(
      { ...accountMails.verifyEmail('hi', 'Asha_Pune', 'https://bazaar.example/verify-email?token=t'), unsubscribeUrl: 'https://bazaar.example/unsubscribe?token=u' },
      'https://bazaar.example',
    );
    expect(mail.subject).toBe('बाज़ार के लिए अपने ई-मेल की पुष्टि करें');
    expect(mail.text).toMatch(/^नमस्ते Asha_Pune,\n\nबाज़ार में आपका स्वागत है।/);
    expect(mail.text).toContain('मेरे ई-मेल की पुष्टि करें:\nhttps://bazaar.example/verify-email?token=t');
    expect(mail.text).toContain('ये मेल बंद करें: https://bazaar.example/unsubscribe?token=u');
    expect(mail.html).toMatch(/^<!doctype html><html lang="hi">/);
    expect(mail.text).toContain('— बाज़ार\n\nआपको यह मेल इसलिए मिला है क्योंकि बाज़ार (https://bazaar.example) पर आपका खाता है।');
    expect(mail.html).toContain('>ये मेल बंद करें</a>।');
  });

  it('escape values once, in the HTML part only', () => {
    const mail = renderMail(accountMails.passwordChanged('hi', 'A<b>&"', 'https://bazaar.example/forgot-password'), 'https://bazaar.example');
    expect(mail.text).toMatch(/^नमस्ते A<b>&",/);
    expect(mail.html).toContain('नमस्ते A&#60;b&#62;&#38;&#34;,');
    expect(mail.html).not.toContain('&#38;#');
  });
});
