import { distanceKm, roundDistance, roundPosition } from './distance';

describe('distances between districts', () => {
  it('measure great-circle kilometres', () => {
    // Mumbai to Pune, about 120 km as the crow flies; Delhi to Chennai about 1,760 km.
    expect(distanceKm(19.076, 72.878, 18.52, 73.857)).toBeCloseTo(120, -1);
    expect(Math.round(distanceKm(28.61, 77.21, 13.08, 80.27) / 10) * 10).toBe(1760);
    expect(distanceKm(12.97, 77.59, 12.97, 77.59)).toBe(0);
  });

  it('round a position to the 0.05° grid and a distance to 5 km', () => {
    expect(roundPosition(19.0761)).toBeCloseTo(19.1, 10);
    expect(roundPosition(72.8219)).toBeCloseTo(72.8, 10);
    expect(roundPosition(-0.024)).toBeCloseTo(0, 10);
    expect([0, 2.4, 2.6, 17, 23, 48].map(roundDistance)).toEqual([0, 0, 5, 15, 25, 50]);
  });
});
