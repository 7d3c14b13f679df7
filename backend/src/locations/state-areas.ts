import { slugify } from '../common/slug';
import type { LocationDto } from './dto/location.dto';

/** A state or union territory as a search place: its districts' ids and the slug of its results page (`/{category}/{slug}`). */
export interface StateArea {
  /** Its first district's id (as GET get-states has always answered). */
  id: number;
  state: string;
  stateHi: string | null;
  slug: string;
  locationIds: number[];
}

/**
 * The states of these districts (sorted by state), each once. A state's slug is its name's, unless a district has that
 * slug (Puducherry, Chandigarh, Lakshadweep): then `-state` is added, so `/{category}/{slug}` names one place, and a
 * district always keeps its address.
 */
export function statesOf(locations: LocationDto[], districts: Map<string, unknown>): StateArea[] {
  const byName = new Map<string, StateArea>();
  for (const location of locations) {
    const key = location.state.toLowerCase();
    const known = byName.get(key);
    if (known) {
      known.locationIds.push(location.id);
      known.id = Math.min(known.id, location.id);
      continue;
    }
    const base = slugify(location.state) || 'state';
    byName.set(key, { id: location.id, state: location.state, stateHi: location.stateHi, slug: districts.has(base) ? `${base}-state` : base, locationIds: [location.id] });
  }
  return [...byName.values()];
}
