import { jaccard, minHashes, MIN_SHINGLES, normaliseText, shingles, TEXT_MIN_SIMILARITY, textKeys } from './text-fingerprint';
import { random } from '../seeds/demo-content';

const TITLE = 'Cheerful lady seeking dinner dates in Pune';
const DESCRIPTION =
  'Warm and well travelled working woman, new in Pune for a job in IT. I enjoy good food, live music and long conversations about books and films. ' +
  'Happy to meet somewhere public first, evenings and weekends. Respectful and genuine people only, message me with a little about yourself.';
const similarity = (a: [string, string], b: [string, string]) => jaccard(shingles(...a), shingles(...b));
const shareBucket = (a: [string, string], b: [string, string]) => {
  const mine = new Set(textKeys(shingles(...a)));
  return textKeys(shingles(...b)).some((bucket) => mine.has(bucket));
};

describe('text fingerprints', () => {
  it('normalises case, punctuation and spacing, keeping letters, marks and digits of any script', () => {
    expect(normaliseText('  Hello,   WORLD!! 24x7 — café ')).toBe('hello world 24x7 café');
    expect(normaliseText('नमस्ते, मैं पुणे में हूँ।')).toBe('नमस्ते मैं पुणे में हूँ');
    expect(normaliseText('ｆｕｌｌ－ｗｉｄｔｈ')).toBe('full width');
  });

  it('scores a copy 1 whatever its case, punctuation and spacing', () => {
    expect(similarity([TITLE, DESCRIPTION], [TITLE, DESCRIPTION])).toBe(1);
    expect(similarity([TITLE, DESCRIPTION], [TITLE.toUpperCase(), DESCRIPTION.replace(/[,.]/g, ' ').replace(/ /g, '   ')])).toBe(1);
    expect(textKeys(shingles(TITLE, DESCRIPTION))).toEqual(textKeys(shingles(TITLE.toLowerCase(), `${DESCRIPTION}!!`)));
  });

  it('keeps a copy with a few words changed at or above the threshold, and in a shared bucket', () => {
    const edited: [string, string] = [TITLE.replace('Pune', 'Mumbai'), DESCRIPTION.replace('good food', 'great food').replace('books', 'cricket')];
    expect(similarity([TITLE, DESCRIPTION], edited)).toBeGreaterThanOrEqual(TEXT_MIN_SIMILARITY);
    expect(shareBucket([TITLE, DESCRIPTION], edited)).toBe(true);
  });

  it('scores an unrelated ad, even one on the same subject, below the threshold', () => {
    const other: [string, string] = [
      'Spa in Pune with trained therapists',
      'Relaxing ayurvedic body massage near Koregaon Park, open from ten in the morning to nine at night. Clean rooms, hot showers, female and male therapists, couples welcome.',
    ];
    expect(similarity([TITLE, DESCRIPTION], other)).toBeLessThan(0.2);
    const sameSubject: [string, string] = ['Lady in Pune seeking dinner dates', 'I work in IT and enjoy live music, long walks and good conversations. Message me if you are respectful and genuine.'];
    expect(similarity([TITLE, DESCRIPTION], sameSubject)).toBeLessThan(TEXT_MIN_SIMILARITY);
  });

  it('compares Hindi text as well', () => {
    const hindi: [string, string] = ['पुणे में दोस्ती के लिए खुशमिजाज़ महिला', 'मैं पुणे में नई हूँ और शाम को कॉफ़ी, संगीत और लंबी बातचीत के लिए दोस्तों की तलाश में हूँ। कृपया केवल सम्मानजनक लोग संदेश भेजें।'];
    const copy: [string, string] = [hindi[0], hindi[1].replace('कॉफ़ी', 'चाय')];
    expect(shingles(...hindi).length).toBeGreaterThan(20);
    expect(similarity(hindi, hindi)).toBe(1);
    expect(similarity(hindi, copy)).toBeGreaterThanOrEqual(TEXT_MIN_SIMILARITY);
    expect(shareBucket(hindi, copy)).toBe(true);
    expect(similarity(hindi, [TITLE, DESCRIPTION])).toBe(0);
  });

  it('gives a text of a few words no buckets: too little to tell a copy from a coincidence', () => {
    expect(textKeys(shingles('Massage', 'Pune'))).toEqual([]);
    expect(textKeys(shingles('', ''))).toEqual([]);
    expect(shingles('Massage', '').length).toBe(1);
    expect(textKeys(shingles('Massage in Pune', 'today'))).toHaveLength(16);
    expect(MIN_SHINGLES).toBeGreaterThan(1);
  });

  it('estimates the Jaccard similarity from the MinHash values without bias', () => {
    const rand = random(11);
    const words = Array.from({ length: 500 }, (_, i) => `w${i}`);
    let error = 0;
    let squared = 0;
    const runs = 300;
    for (let run = 0; run < runs; run++) {
      const a = Array.from({ length: 30 + Math.floor(rand() * 50) }, () => words[Math.floor(rand() * words.length)]);
      const b = a.map((word) => (rand() < 0.15 ? words[Math.floor(rand() * words.length)] : word));
      const [sa, sb] = [shingles(a.join(' '), ''), shingles(b.join(' '), '')];
      const [ma, mb] = [minHashes(sa), minHashes(sb)];
      const estimate = ma.filter((value, i) => value === mb[i]).length / ma.length;
      error += estimate - jaccard(sa, sb);
      squared += (estimate - jaccard(sa, sb)) ** 2;
    }
    expect(Math.abs(error / runs)).toBeLessThan(0.02);
    expect(Math.sqrt(squared / runs)).toBeLessThan(0.07); // 80 values: about √(J(1 − J) / 80) ≤ 0.056
  });
});
