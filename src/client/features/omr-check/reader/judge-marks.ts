import type { MarkEvidence } from "./mark-evidence";

/** A bubble's mark strength, and the most it could be if a stroke seen through uneven paper were ink. */
export interface Strength {
  readonly value: number;
  readonly high: number;
}

/** Paper round a bubble this uneven (a shadow's edge, a crease through it) makes a stroke inside it untrustworthy. */
const EVEN = { sure: 0.05, lost: 0.1 };

/**
 * How strong each bubble's mark is: its fill plus half its darkest stroke above the faintest bubble
 * of its group (a tick or a cross shows mostly as a stroke; a line through the whole row, such as a
 * frame's edge, shows in every bubble alike and cancels). Where the paper round a bubble is uneven,
 * a crease or a shadow's edge may be the stroke: it counts only towards `high`, the doubt.
 */
export function markStrengths(group: readonly MarkEvidence[]): Strength[] {
  // Never below paper: a bubble read lighter than its paper (an edge's wrong side) must not lift the rest.
  const baseline = Math.max(0, Math.min(...group.map((e) => e.stroke)));
  return group.map((e) => {
    const stroke = 0.5 * Math.max(0, e.stroke - baseline);
    const trust = Math.max(0, Math.min(1, (EVEN.lost - e.unevenness) / (EVEN.lost - EVEN.sure)));
    return { value: e.fill + trust * stroke, high: e.fill + stroke };
  });
}

/** At or above this strength a bubble is marked: an untouched bubble reads ≤ 0.03, very faint pencil ~0.13, a hair-thin tick ~0.12. */
export const MARKED = 0.07;
/** Strengths within this of MARKED are not sure (confidence < 1). */
const MARGIN = 0.03;
/**
 * Within a group, a mark fainter than this share of the darkest is an erasure, above it a second
 * mark. The unsure band is wide: a rubbed-out smudge reads under 0.3 of a pen mark, but a whole
 * light pencil mark beside a pen mark (~0.37) may be a second answer.
 */
const ERASED = 0.45;
const SHARE_MARGIN = 0.15;
/** Below this confidence a reading is not trusted: a person should look (strength 0.046–0.094, share 0.33–0.57). */
export const CONFIDENT = 0.8;

export interface GroupJudgement {
  /** Indices of the bubbles read as marked. */
  readonly marked: readonly number[];
  /** 0–1: how far every bubble lies from the lines between marked and not, erased and not. */
  readonly confidence: number;
}

/**
 * Which bubbles of a group (a question's options, a roll-number column) are marked: each against
 * the threshold, then against the darkest of the group, so a badly rubbed-out mark beside the real
 * one is not taken for a second answer. The confidence is the narrowest margin to either line.
 */
export function judgeGroup(strengths: readonly Strength[]): GroupJudgement {
  const darkest = Math.max(...strengths.map((s) => s.value));
  const marked: number[] = [];
  let confidence = 1;
  strengths.forEach(({ value: m, high }, i) => {
    // Far fainter than the group's darkest, a bubble is no second mark whichever side of the line it lies.
    if (high < (ERASED - SHARE_MARGIN) * darkest) return;
    confidence = Math.min(confidence, Math.abs(m - MARKED) / MARGIN);
    // Unmarked as seen, marked if the stroke through uneven paper were ink: no telling.
    if (m < MARKED && high >= MARKED + MARGIN) confidence = 0;
    if (m < MARKED) return;
    const share = m / darkest;
    confidence = Math.min(confidence, Math.abs(share - ERASED) / SHARE_MARGIN);
    if (share >= ERASED) marked.push(i);
  });
  return { marked, confidence: Math.min(1, confidence) };
}
