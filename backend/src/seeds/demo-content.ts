/**
 * Realistic ad texts for demos and benchmarks: a title and a description per ad, varied by
 * category, city and a running number, deterministic for a given seed.
 */
export const BIG_CITIES = ['Mumbai City', 'New Delhi', 'Bengaluru Urban', 'Hyderabad', 'Chennai', 'Kolkata', 'Pune', 'Ahmedabad', 'Jaipur', 'Lucknow', 'Chandigarh', 'North Goa'];

const OPENERS = ['Friendly', 'Cheerful', 'Discreet', 'Easy-going', 'Warm', 'Elegant', 'Fun-loving', 'Well travelled', 'Soft-spoken', 'Adventurous'];
const WHAT: Record<string, string[]> = {
  'women-seeking-men': ['woman looking for a gentleman', 'lady seeking dinner dates', 'working woman seeking company', 'woman seeking long walks and talks'],
  'men-seeking-women': ['man looking for a lady friend', 'gentleman seeking company for dinners', 'professional seeking a partner for travel', 'man seeking coffee dates'],
  'men-seeking-men': ['man seeking a male friend', 'guy looking for gym and movie buddies', 'professional seeking discreet friendship', 'man seeking weekend company'],
  couples: ['couple seeking friends', 'couple looking for like-minded couples', 'married couple seeking travel partners', 'couple seeking game nights'],
  transgender: ['trans woman seeking friends', 'transgender person looking for company', 'trans woman seeking respectful dates', 'friendly trans person seeking chats'],
  spa: ['spa with relaxing body massage', 'wellness centre with ayurvedic massage', 'day spa with aromatherapy', 'massage studio with trained therapists'],
  friendship: ['new in town, looking for friends', 'seeking friends for trekking', 'looking for a movie and music buddy', 'seeking friends for board games'],
};
const WHEN = ['evenings', 'weekends', 'weekdays after work', 'any time', 'mornings', 'late evenings'];
const DETAILS = [
  'Respectful and genuine people only. Message me with a little about yourself.',
  'I enjoy good food, live music and long conversations. Happy to meet somewhere public first.',
  'Clean, safe and discreet. Serious enquiries only, no time-wasters please.',
  'Fluent in Hindi and English. Calls and WhatsApp welcome between 10 AM and 10 PM.',
  'Fitness lover, foodie and traveller. Let us meet for a coffee and see where it goes.',
  'Recently moved here for work and would love to explore the city together.',
];

/** A small deterministic generator (mulberry32), so demo and benchmark data repeat. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(items: readonly T[], rand: () => number): T => items[Math.floor(rand() * items.length)];

/** Picks from weighted items with a precomputed cumulative table. */
export function weighted<T>(items: T[], weight: (item: T) => number, rand: () => number): () => T {
  const cumulative: number[] = [];
  let total = 0;
  for (const item of items) cumulative.push((total += weight(item)));
  return () => {
    const x = rand() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    return items[lo];
  };
}

/** Hobbies that make some ads findable by rarer words; 'saxophone' is in about 1 ad in 5,000. */
const RARE = ['I play the saxophone on weekends.', 'Collector of vintage postcards.', 'Amateur astronomer with a telescope.'];

export function adText(categorySlug: string, city: string, rand: () => number): { title: string; description: string } {
  const what = pick(WHAT[categorySlug] ?? WHAT.friendship, rand);
  const title = `${pick(OPENERS, rand)} ${what} in ${city}, ${pick(WHEN, rand)}`.slice(0, 120);
  const rare = rand() < 0.0006 ? ` ${pick(RARE, rand)}` : '';
  const description = `${pick(OPENERS, rand)} ${what} in ${city}. ${pick(DETAILS, rand)} ${pick(DETAILS, rand)}${rare}`.slice(0, 5000);
  return { title, description };
}

export function indianMobile(rand: () => number): string {
  return `${6 + Math.floor(rand() * 4)}${String(Math.floor(rand() * 1e9)).padStart(9, '0')}`;
}
