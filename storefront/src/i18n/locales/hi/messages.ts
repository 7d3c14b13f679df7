import type { Messages } from '../../messages';
import type en from '../en/messages';

const hi: Messages<typeof en> = {
  ended: 'समाप्त',
  inboxLink: { unread: 'इनबॉक्स, {{unread}} बिना पढ़े संदेश' },
  inbox: {
    subtitle: 'खरीदारों और विक्रेताओं के साथ आपके संदेश। आपका ई-मेल और फ़ोन नंबर निजी रहते हैं।',
    empty: 'अभी कोई संदेश नहीं है। किसी भी विज्ञापन के पेज से विक्रेता को लिखें; आपके विज्ञापनों के बारे में खरीदारों के संदेश भी यहीं आते हैं।',
    aboutYourAd: 'आपके विज्ञापन के बारे में: {{title}}',
    youSaid: 'आप: {{text}}',
    unread: '{{unread}} बिना पढ़े संदेश',
  },
  conversation: {
    metaTitle: '{{name}}: {{title}}',
    title: 'बातचीत',
    notFoundTitle: 'बातचीत नहीं मिली',
    notFoundMessage: 'हो सकता है इसे किसी खाते के साथ हटा दिया गया हो।',
    unblocked: '{{name}} अब ब्लॉक नहीं है',
    blocked: 'आपने {{name}} को ब्लॉक कर दिया',
    back: 'इनबॉक्स पर वापस जाएँ',
    unblock: 'अनब्लॉक करें',
    block: 'ब्लॉक करें',
    report: 'रिपोर्ट करें',
    latestOnly: 'केवल नवीनतम 100 संदेश दिखाए जाते हैं',
    showEarlier: 'पहले के संदेश दिखाएँ',
    messages: 'संदेश',
    you: 'आप',
    sentBy: '{{who}}, {{when}}',
    replyLabel: 'आपका जवाब',
    replyPlaceholder: 'जवाब लिखें',
    send: 'भेजें',
    blockedNotice: 'आपने {{name}} को ब्लॉक किया है: जब तक आप उन्हें अनब्लॉक नहीं करते, आप दोनों में से कोई भी संदेश नहीं लिख सकता।',
    cannotReply: 'अब आप इस बातचीत में नहीं लिख सकते।',
    reportTitle: 'इस बातचीत की रिपोर्ट करें',
    reportNext: 'हमारे मॉडरेटर यह बातचीत पढ़ेंगे।',
    reportFootnote: 'मॉडरेटर कोई बातचीत तभी पढ़ सकते हैं जब उसमें शामिल कोई व्यक्ति उसकी रिपोर्ट करे।',
    safety: 'कभी भी पहले से भुगतान न करें और OTP किसी को न बताएँ। सार्वजनिक जगहों पर ही मिलें।',
  },
};

export default hi;
