import { describe, expect, it } from '@jest/globals';
import { neighbourOffsets } from './neighbour-offsets';
import { DIMMED_ALPHA, GREY, GREY_ALPHA, pointLooks, type LookInput, type Rgb } from './point-looks';

// Users 0, 1, 2 in community 0 (0–1 related), 3, 4 in community 1 (2–3 related).
const RED: Rgb = [1, 0, 0];
const BLUE: Rgb = [0, 0, 1];
const base: LookInput = {
  community: Uint8Array.from([0, 0, 0, 1, 1]),
  colours: [RED, BLUE],
  neighbours: neighbourOffsets(5, Uint32Array.from([0, 1, 2, 3])),
  selectedCommunity: null,
  selectedUser: -1,
  emphasis: null,
  active: null,
  degree: Uint32Array.from([1, 1, 1, 1, 0]),
  minDegree: 0,
};
const look = (colours: Float32Array, u: number) => [...colours.subarray(4 * u, 4 * u + 4)];
/** Float32 holds 0.8 as 0.800000011920929. */
const near = (values: readonly number[]) => values.map((v) => expect.closeTo(v, 5));

describe('pointLooks', () => {
  it('draws every user in its community’s colour without a selection', () => {
    const { colours, drawn, kept } = pointLooks(base);
    expect(look(colours, 0)).toEqual([...RED, 1]);
    expect(look(colours, 4)).toEqual([...BLUE, 1]);
    expect([drawn, kept]).toEqual([5, 5]);
  });

  it('keeps a selected user and its neighbours, greying the rest', () => {
    const { colours, kept } = pointLooks({ ...base, selectedUser: 2 });
    expect(look(colours, 2)).toEqual([...RED, 1]);
    expect(look(colours, 3)).toEqual([...BLUE, 1]);
    expect(look(colours, 0)).toEqual(near([...GREY, GREY_ALPHA]));
    expect(kept).toBe(2);
  });

  it('keeps a selected community’s members, and a previewed colour shows at once', () => {
    const { colours } = pointLooks({ ...base, selectedCommunity: 1, colours: [RED, [0, 1, 0]] });
    expect(look(colours, 3)).toEqual([0, 1, 0, 1]);
    expect(look(colours, 0).slice(0, 3)).toEqual(near(GREY));
  });

  it('dims users outside the time window, hides those under the minimum degree', () => {
    const { colours, drawn } = pointLooks({ ...base, active: Uint8Array.from([1, 0, 1, 1, 1]), minDegree: 1 });
    expect(look(colours, 1)).toEqual(near([...RED, DIMMED_ALPHA]));
    expect(look(colours, 4)[3]).toBe(0);
    expect(drawn).toBe(4);
  });

  it('keeps only the emphasised users coloured when nothing is selected', () => {
    const { colours } = pointLooks({ ...base, emphasis: Uint8Array.from([0, 0, 0, 0, 1]) });
    expect(look(colours, 4)).toEqual([...BLUE, 1]);
    expect(look(colours, 0).slice(0, 3)).toEqual(near(GREY));
  });
});
