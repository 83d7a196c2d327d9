import type { MarkEvidence } from "./mark-evidence";

/**
 * How strong a bubble's mark is: its fill, or half its darkest stroke above the faintest bubble of
 * its group (a tick or a cross shows only as a stroke; a line across the whole row, such as a
 * frame's edge or a crease, shows in every bubble of the group alike and so cancels).
 */
export function markStrengths(group: readonly MarkEvidence[]): number[] {
  const baseline = Math.min(...group.map((e) => e.stroke));
  return group.map((e) => Math.max(e.fill, 0.5 * (e.stroke - baseline)));
}

/** At or above this strength a bubble is marked: an untouched bubble reads ≤ 0.03, very faint pencil ~0.13, a hair-thin tick ~0.12. */
export const MARKED = 0.07;
/** Strengths within this of MARKED are not sure (confidence < 1). */
const MARGIN = 0.03;
/** Within a group, a mark fainter than this share of the darkest is an erasure, above it a second mark. */
const ERASED = 0.5;
const SHARE_MARGIN = 0.1;
/** Below this confidence a reading is not trusted: a person should look (strength 0.046–0.094, share 0.42–0.58). */
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
export function judgeGroup(strengths: readonly number[]): GroupJudgement {
  const darkest = Math.max(...strengths);
  const marked: number[] = [];
  let confidence = 1;
  strengths.forEach((m, i) => {
    confidence = Math.min(confidence, Math.abs(m - MARKED) / MARGIN);
    if (m < MARKED) return;
    const share = m / darkest;
    confidence = Math.min(confidence, Math.abs(share - ERASED) / SHARE_MARGIN);
    if (share >= ERASED) marked.push(i);
  });
  return { marked, confidence: Math.min(1, confidence) };
}
