import type { Messages } from '../../messages';
import type en from '../en/favourites';

const hi: Messages<typeof en> = {
  page: {
    onAccount: 'आपके सहेजे गए विज्ञापन, आपके खाते में रखे हुए।',
    inBrowser: 'आपके सहेजे गए विज्ञापन, इस ब्राउज़र में रखे हुए। इन्हें अपने खाते में रखने के लिए लॉग इन करें।',
    empty: 'अभी कोई पसंदीदा नहीं है। किसी विज्ञापन को यहाँ रखने के लिए उस पर दिल के निशान को टैप करें।',
  },
  ended: { tag: 'समाप्त', remove: 'हटाएँ', removeOne: '{{title}} को पसंदीदा से हटाएँ' },
};

export default hi;
