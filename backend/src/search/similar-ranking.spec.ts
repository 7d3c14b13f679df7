import { type Candidate, Nearness, rankSimilar } from './similar-ranking';

const ad = { id: 1, sellerId: 10, title: 'Chess and tea by the river', description: 'Evening chess games and masala tea by the river, beginners welcome.' };
const candidate = (id: number, sellerId: number, nearness: Nearness, title: string, description = ''): Candidate => ({ id, sellerId, nearness, title, description });

describe('rankSimilar', () => {
  it('puts nearer ads first, then the more alike, then keeps the candidates order (newest first)', () => {
    const ranked = rankSimilar(ad, [
      candidate(2, 20, Nearness.Elsewhere, 'Chess and tea by the river', ad.description),
      candidate(3, 30, Nearness.District, 'Bicycle repairs', 'Punctures fixed at your door.'),
      candidate(4, 40, Nearness.District, 'Chess by the river', 'Evening chess games by the river.'),
      candidate(5, 50, Nearness.State, 'Cooking lessons', 'Fish curry on weekends.'),
      candidate(6, 60, Nearness.State, 'Guitar lessons', 'Chords on weekends.'),
    ]);
    expect(ranked).toEqual([4, 3, 5, 6, 2]);
  });

  it('leaves out the ad itself and its seller, takes each seller once (their most alike ad) and at most the limit', () => {
    const candidates = [
      candidate(1, 10, Nearness.District, ad.title, ad.description),
      candidate(7, 10, Nearness.District, ad.title, ad.description),
      candidate(8, 80, Nearness.District, 'Tea stall', 'Tea.'),
      candidate(9, 80, Nearness.District, 'Chess and tea by the river', ad.description),
      ...Array.from({ length: 10 }, (_, i) => candidate(100 + i, 100 + i, Nearness.Elsewhere, `Ad ${i}`)),
    ];
    const ranked = rankSimilar(ad, candidates);
    expect(ranked).toHaveLength(8);
    expect(ranked[0]).toBe(9);
    expect(ranked).not.toContain(1);
    expect(ranked).not.toContain(7);
    expect(ranked).not.toContain(8);
    expect(rankSimilar(ad, candidates, 3)).toEqual([9, 100, 101]);
  });

  it('compares texts in any script', () => {
    const hindi = { ...ad, title: 'नदी किनारे शतरंज और चाय', description: 'शाम को शतरंज और मसाला चाय' };
    const ranked = rankSimilar(hindi, [candidate(2, 20, Nearness.District, 'योग कक्षा', 'सुबह योग'), candidate(3, 30, Nearness.District, 'शतरंज और चाय', 'शाम को शतरंज')]);
    expect(ranked).toEqual([3, 2]);
  });
});
