import { accountMails } from '../auth/account-mails';
import { renderMail } from './mail-layout';

// That the Hindi texts have every English key, with the same placeholders: common/texts.spec.ts, for every namespace.

describe('mail texts', () => {
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
