import type { Messages } from '../../messages';
import type en from '../en/home';

const hi: Messages<typeof en> = {
  hero: {
    defaultHeading: 'पूरे भारत में वयस्कों के लिए क्लासिफ़ाइड विज्ञापन',
    lead: 'भारत के हर राज्य और शहर से वयस्कों के निजी विज्ञापन। आराम से देखें, और मिनटों में अपना विज्ञापन डालें।',
  },
  categories: 'श्रेणी के अनुसार देखें',
  popularCities: { title: 'लोकप्रिय शहर', forCategory: '{{category}} के लिए लोकप्रिय शहर' },
  latestAds: 'नवीनतम विज्ञापन',
};

export default hi;
