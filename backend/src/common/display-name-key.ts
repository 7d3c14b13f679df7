import { createHash } from 'node:crypto';
import { rectifyConfusion } from 'unicode-confusables';

/**
 * Unicode TR39's skeleton of a name, case-folded: names that look alike share it ("ADMIN", "аdmin" with a Cyrillic а,
 * "adrnin"). The mapping is confusables.txt's, from unicode-confusables (docs/decisions/0031-display-name-skeletons.md);
 * the last lower-casing joins what the table maps to capitals ("0" to "O") with their small letters.
 */
export const nameSkeleton = (name: string): string => rectifyConfusion(name.normalize('NFKC').toLowerCase().normalize('NFD')).normalize('NFD').toLowerCase();

/**
 * What the unique index on display names compares: a digest of the skeleton, because a skeleton can be several times
 * longer than the name ("m" is "rn") and the column keeps its 30 characters.
 */
export const displayNameKey = (name: string): string => createHash('sha256').update(nameSkeleton(name)).digest('hex').slice(0, 30);
