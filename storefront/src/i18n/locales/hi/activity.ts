import type { Messages } from '../../messages';
import type en from '../en/activity';

const hi: Messages<typeof en> = {
  title: 'गतिविधि',
  subtitle: 'आपके विज्ञापन, भुगतान और प्रमोशन।',
  addMoney: 'पैसे जोड़ें',
  empty: 'यहाँ अभी कुछ नहीं है। शुरू करने के लिए कोई विज्ञापन डालें या अपना वॉलेट टॉप-अप करें।',
  kinds: {
    AD_POSTED: 'विज्ञापन डाला गया',
    FREE_AD: 'मुफ़्त विज्ञापन चालू किया गया',
    AD_RENEWED: 'विज्ञापन मुफ़्त में फिर से चालू किया गया',
    PROMOTION: 'प्रमोशन खरीदा गया',
    PAYMENT_SUBMITTED: 'भुगतान जमा हुआ, मंज़ूरी बाकी है',
    PAYMENT_APPROVED: 'भुगतान मंज़ूर हुआ',
    PAYMENT_REJECTED: 'भुगतान अस्वीकार हुआ',
    AD_TAKEN_DOWN: 'मॉडरेटर ने विज्ञापन हटा दिया',
    AD_EXPIRING: 'विज्ञापन की अवधि जल्द खत्म होगी',
    AD_EXPIRED: 'विज्ञापन की अवधि खत्म हो गई',
    PROMOTION_ENDED: 'प्रमोशन समाप्त हुआ',
    AD_APPROVED: 'मॉडरेटर ने विज्ञापन मंज़ूर किया',
    AD_REJECTED: 'विज्ञापन मंज़ूर नहीं हुआ: दोबारा भेजने के लिए उसमें बदलाव करें',
  },
};

export default hi;
