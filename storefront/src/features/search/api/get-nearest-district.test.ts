import { describe, expect, it } from 'vitest';
import { roundPosition } from './get-nearest-district';

describe('roundPosition', () => {
  it('keeps a position to the 0.05° grid (about 5 km) before it leaves the browser', () => {
    expect(roundPosition(26.8467)).toBe(26.85);
    expect(roundPosition(80.9462)).toBe(80.95);
    expect(roundPosition(19.0761)).toBe(19.1);
    expect(roundPosition(72.8219)).toBe(72.8);
    expect(roundPosition(12.97)).toBe(12.95);
  });

  it('leaves no digits past the grid', () => {
    for (let i = 0; i < 200; i++) {
      const rounded = roundPosition(Math.random() * 40);
      expect(String(rounded)).toMatch(/^\d+(\.\d{1,2})?$/);
      expect(Math.round(rounded * 100) % 5).toBe(0);
    }
  });
});
