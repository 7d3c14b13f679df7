/**
 * The mail about a new message (message-mails.ts), in every language a user can choose. {{sender}}: the writer's
 * public name; {{ad}}: the ad's title as its seller wrote it; {{site}}: the site's name in that language.
 */
const en = {
  subject: 'New message from {{sender}} about "{{ad}}"',
  wrote: '{{sender}} wrote to you about "{{ad}}":',
  reply: 'Reply on {{site}}: your e-mail address and phone number stay private. We mail you at most once every 15 minutes per conversation.',
  action: 'Read and reply',
};

const hi: typeof en = {
  subject: '“{{ad}}” के बारे में {{sender}} का नया संदेश',
  wrote: '{{sender}} ने आपको “{{ad}}” के बारे में लिखा है:',
  reply: '{{site}} पर ही जवाब दें: आपका ई-मेल पता और फ़ोन नंबर निजी रहते हैं। हर बातचीत के बारे में हम आपको 15 मिनट में ज़्यादा से ज़्यादा एक बार मेल करते हैं।',
  action: 'पढ़ें और जवाब दें',
};

export const MESSAGE_MAIL_TEXTS = { en, hi };
