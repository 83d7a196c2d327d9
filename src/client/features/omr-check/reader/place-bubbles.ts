import type { OmrPage, OmrTemplate, Point } from "@/documents/omr-sheet/omr-template";
import { alignRow, fitColumn, type FrameFit, type FramedBlock } from "./follow-grid";
import type { BubbleSpot } from "./measure-bubbles";
import type { SheetSampler } from "./sheet-sampler";

/** A row of bubbles where it lies on the photographed sheet. */
export interface PlacedRow {
  readonly spots: readonly BubbleSpot[];
  /** Ring contrast at the row's place (grey levels): low when the printed circles were not found. */
  readonly contrast: number;
  /** The frame the row was followed from (index into `frames`). */
  readonly frame: number;
}

export interface PlacedBubbles {
  /** Per question of the page, in order: its bubbles A–D. */
  readonly questions: readonly PlacedRow[];
  /** Per digit value 0–9: that row of the roll grid, one bubble per column. */
  readonly rollRows: readonly PlacedRow[];
  readonly frames: readonly FrameFit[];
}

/** How far a frame is looked for from where the markers put it (pt): a few percent of the page for a bowed sheet. */
const REACH = { x: 12, y: 45 };

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
/** Follows each row from its frame onto its printed rings, then evens the rows' nudges out with their neighbours'. */
function placeRows(
  sampler: SheetSampler,
  rows: readonly (readonly BubbleSpot[])[],
  fit: FrameFit,
  frameIndex: number,
): PlacedRow[] {
  // Each bubble first where its frame puts it (a bow tilts a row), then the row nudged as one.
  const framed = rows.map((spots) =>
    spots.map((s) => {
      const shift = fit.shiftAt(s);
      return { ...s, x: s.x + shift.x, y: s.y + shift.y };
    }),
  );
  // Down the frame, each row searched around the last one's nudge: a curl bends the rows between the frame's lines too.
  const aligned: { shift: Point; contrast: number }[] = [];
  for (const spots of framed) aligned.push(alignRow(sampler, spots, aligned.at(-1)?.shift ?? { x: 0, y: 0 }, 2, 0.5));
  return framed.map((spots, i) => {
    const near = aligned.slice(Math.max(0, i - 1), i + 2);
    const nudge: Point = { x: median(near.map((a) => a.shift.x)), y: median(near.map((a) => a.shift.y)) };
    return {
      spots: spots.map((s) => ({ ...s, x: s.x + nudge.x, y: s.y + nudge.y })),
      contrast: aligned[i]!.contrast,
      frame: frameIndex,
    };
  });
}

/** Where every answer bubble and roll-number bubble of the page lies, following the sheet's bends. */
export function placeBubbles(sampler: SheetSampler, template: OmrTemplate, layout: OmrPage): PlacedBubbles {
  const radius = template.bubbleRadius;
  const frames: FrameFit[] = [];
  const questions: PlacedRow[] = [];
  const ringsOf = (q: OmrPage["questions"][number]) =>
    q.bubbles.map((bubble) => ({ x: bubble.x, y: bubble.y, radius }));
  const framed = layout.blocks.map((block, b): FramedBlock => {
    const inBlock = layout.questions.filter((q) => q.block === b);
    const [a, second, third, fourth] = inBlock[0]!.bubbles;
    return {
      frame: block.frame,
      probes: {
        across: [block.frame.x + 6, (a!.x + second!.x) / 2, (second!.x + third!.x) / 2, (third!.x + fourth!.x) / 2],
        down: inBlock.slice(0, -1).map((q) => q.bubbles[0]!.y + template.gaps.row / 2),
      },
      firstRow: ringsOf(inBlock[0]!),
      lastRow: ringsOf(inBlock.at(-1)!),
    };
  });
  const fits: FrameFit[] = new Array(layout.blocks.length);
  for (const column of new Set(layout.blocks.map((block) => block.column))) {
    const indices = layout.blocks.flatMap((block, b) => (block.column === column ? [b] : []));
    fitColumn(
      sampler,
      indices.map((b) => framed[b]!),
      REACH,
    ).forEach((fit, i) => (fits[indices[i]!] = fit));
  }
  fits.forEach((fit, b) => {
    frames.push(fit);
    questions.push(
      ...placeRows(sampler, layout.questions.filter((q) => q.block === b).map(ringsOf), fit, frames.length - 1),
    );
  });

  const roll = template.rollNumber;
  const columns = Array.from({ length: roll.digits }, (_, d) => roll.bubbles.find((b) => b.digit === d)!.x);
  const values = Array.from({ length: 10 }, (_, v) => roll.bubbles.find((b) => b.value === v)!.y);
  const pitchX = columns[1]! - columns[0]!;
  const pitchY = values[1]! - values[0]!;
  const rollRowsAt = (value: number) => columns.map((x) => ({ x, y: values[value]!, radius: roll.bubbleRadius }));
  const [rollFit] = fitColumn(
    sampler,
    [
      {
        frame: roll.frame,
        probes: {
          across: columns.slice(0, -1).map((x) => x + pitchX / 2),
          down: values.slice(0, -1).map((y) => y + pitchY / 2),
        },
        firstRow: [],
        lastRow: rollRowsAt(9),
      },
    ],
    REACH,
  );
  frames.push(rollFit!);
  const rollRows = placeRows(
    sampler,
    values.map((_, value) => rollRowsAt(value)),
    rollFit!,
    frames.length - 1,
  );
  return { questions, rollRows, frames };
}
