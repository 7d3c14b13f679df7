import { DISTRICT_CENTROIDS } from './district-centroids';
import { INDIA_LOCATIONS } from './india-locations';

/** Great-circle distance in km (the same formula as locations/distance.ts, kept apart so the data is checked on its own). */
function km([lat1, lng1]: [number, number], [lat2, lng2]: [number, number]): number {
  const rad = Math.PI / 180;
  const a = Math.sin(((lat2 - lat1) * rad) / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}

/** Districts far from the rest of their state by geography, not by a wrong match: exclaves and island groups. */
const FAR_BY_NATURE = new Set(['Puducherry/Mahe', 'Puducherry/Yanam', 'Andaman and Nicobar Islands/Nicobar', 'Dadra and Nagar Haveli and Daman and Diu/Diu']);

describe('district centroids', () => {
  const all = INDIA_LOCATIONS.flatMap(({ state, districts }) => districts.map((district) => ({ state, district, at: DISTRICT_CENTROIDS[state]?.[district] })));

  it('give every district of the reference data coordinates, and no other', () => {
    expect(all.filter((d) => !d.at).map((d) => `${d.district}, ${d.state}`)).toEqual([]);
    expect(Object.values(DISTRICT_CENTROIDS).flatMap(Object.keys)).toHaveLength(all.length);
  });

  it('place every district inside India (a swapped latitude and longitude falls outside)', () => {
    const outside = all.filter(({ at: [lat, lng] = [0, 0] }) => !(lat >= 6.5 && lat <= 37.2 && lng >= 68 && lng <= 97.5));
    expect(outside.map((d) => d.district)).toEqual([]);
  });

  it('place every district within 250 km of another district of its state (a wrong match lands far away)', () => {
    const stray = all.filter((d) => {
      if (FAR_BY_NATURE.has(`${d.state}/${d.district}`)) return false;
      const others = all.filter((o) => o.state === d.state && o.district !== d.district);
      return others.length > 0 && Math.min(...others.map((o) => km(d.at!, o.at!))) > 250;
    });
    expect(stray.map((d) => `${d.district}, ${d.state}`)).toEqual([]);
  });

  it('put well-known districts where their cities are', () => {
    const near = (state: string, district: string, city: [number, number], within: number) => expect(km(DISTRICT_CENTROIDS[state][district], city)).toBeLessThan(within);
    near('Uttar Pradesh', 'Lucknow', [26.85, 80.95], 25);
    near('Karnataka', 'Bengaluru Urban', [12.97, 77.59], 25);
    near('Maharashtra', 'Mumbai Suburban', [19.08, 72.88], 25);
    near('West Bengal', 'Kolkata', [22.57, 88.36], 15);
    near('Tamil Nadu', 'Chennai', [13.08, 80.27], 20);
  });
});
