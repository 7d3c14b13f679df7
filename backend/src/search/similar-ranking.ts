import { STOPWORDS, wordsOf } from '../common/keywords';
import { jaccard, shingles } from '../moderation/text-fingerprint';

/** At most this many similar ads are shown on an ad page. */
export const SIMILAR_ADS = 8;

/** How near a candidate is to the ad: its district, another district of its state, elsewhere. */
export enum Nearness {
  District = 0,
  State = 1,
  Elsewhere = 2,
}

export interface SimilarText {
  title: string;
  description: string;
}

/** A live ad of the same category, as the candidates' statement reads it (newest first within its nearness). */
export interface Candidate extends SimilarText {
  id: number;
  sellerId: number;
  nearness: Nearness;
}

/** What a text is compared by: its words (stopwords and one-letter words left out) and its shingles (pairs of neighbouring words). */
interface Fingerprint {
  words: Set<string>;
  pairs: Uint32Array;
}

const fingerprint = ({ title, description }: SimilarText): Fingerprint => ({
  words: new Set(wordsOf(`${title} ${description}`).filter((w) => [...w].length > 1 && !STOPWORDS.has(w))),
  pairs: shingles(title, description),
});

function sharedWords(a: Set<string>, b: Set<string>): number {
  if (!a.size || !b.size) return 0;
  let shared = 0;
  for (const word of a) if (b.has(word)) shared++;
  return shared / (a.size + b.size - shared);
}

/**
 * How alike two texts are: the Jaccard similarity of their words, plus that of their shingles (the duplicate detector's,
 * moderation/text-fingerprint.ts), so that a shared phrase counts more than the same words apart. 0 to 2.
 */
const alike = (a: Fingerprint, b: Fingerprint) => sharedWords(a.words, b.words) + jaccard(a.pairs, b.pairs);

/**
 * The similar ads' ids, best first: nearer first (district, state, elsewhere), then more alike in text, then newer
 * (the candidates' order); one ad per seller, none of the ad's own seller (their ad is already on the page), at most `limit`.
 */
export function rankSimilar(ad: SimilarText & { id: number; sellerId: number }, candidates: Candidate[], limit = SIMILAR_ADS): number[] {
  const source = fingerprint(ad);
  const scored = candidates.map((candidate, order) => ({ candidate, order, score: alike(source, fingerprint(candidate)) }));
  scored.sort((a, b) => a.candidate.nearness - b.candidate.nearness || b.score - a.score || a.order - b.order);
  const sellers = new Set([ad.sellerId]);
  const ids: number[] = [];
  for (const { candidate } of scored) {
    if (ids.length >= limit) break;
    if (candidate.id === ad.id || sellers.has(candidate.sellerId)) continue;
    sellers.add(candidate.sellerId);
    ids.push(candidate.id);
  }
  return ids;
}
