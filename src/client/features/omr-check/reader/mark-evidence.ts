import { INNER, type BubbleLook } from "./measure-bubbles";

/** What a bubble shows beyond an untouched bubble of its kind (its printed letter or digit taken away). */
export interface MarkEvidence {
  /** Darkness over most of the inside (the darkest seventh left out): a filled or shaded mark. */
  readonly fill: number;
  /** Darkness of the darkest seventh of the inside: a tick or a cross, however thin. */
  readonly stroke: number;
  /** How uneven the paper round it is (a shadow's edge, a crease): the evidence is less sure there. */
  readonly unevenness: number;
}

const STROKE_SHARE = 1 / 7;
const IN_CORE = INNER.map((p) => Math.hypot(p.x, p.y) <= 0.48);
/** The untouched look is the lighter quarter of a kind's bubbles, so it holds while up to three in four are marked. */
const UNTOUCHED = 0.25;
/** A kind whose untouched look is darker than this is nearly all marked (a key of all A's): compare with blank paper instead. */
const MOSTLY_FILLED = 0.1;

/**
 * Each bubble's evidence of a mark. The untouched look of each kind (A, B, C, D, a roll digit) is
 * the lighter quarter, sample by sample, of the page's bubbles of that kind, since most bubbles are
 * left blank; taking it away leaves what the student added, not the faint printed letter.
 */
export function markEvidence(looks: readonly BubbleLook[], kinds: readonly string[]): MarkEvidence[] {
  const typical = new Map<string, Float32Array>();
  for (const kind of new Set(kinds)) {
    const members = looks.filter((_, i) => kinds[i] === kind);
    const size = members[0]!.darkness.length;
    const template = new Float32Array(size);
    const column: number[] = new Array(members.length);
    for (let s = 0; s < size; s++) {
      members.forEach((look, m) => (column[m] = look.darkness[s]!));
      column.sort((a, b) => a - b);
      template[s] = column[Math.floor((column.length - 1) * UNTOUCHED)]!;
    }
    const level = template.reduce((sum, v) => sum + v, 0) / size;
    typical.set(kind, level > MOSTLY_FILLED ? new Float32Array(size) : template);
  }
  const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
  return looks.map((look, i) => {
    const template = typical.get(kinds[i]!)!;
    const extra = Array.from(look.darkness, (v, s) => v - template[s]!);
    const all = [...extra].sort((a, b) => b - a);
    // Strokes are looked for in the core only: a frame's line or a neighbour's mark bleeds into the rim in a soft photo.
    const core = extra.filter((_, s) => IN_CORE[s]).sort((a, b) => b - a);
    return {
      fill: mean(all.slice(Math.max(1, Math.round(all.length * STROKE_SHARE)))),
      stroke: mean(core.slice(0, Math.max(1, Math.round(core.length * STROKE_SHARE)))),
      unevenness: look.unevenness,
    };
  });
}
