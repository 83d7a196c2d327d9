import { truncateText } from "../pdf/truncate-text";
import type { FontWeight } from "../pdf/text-style";
import type { EmbeddedFont } from "./embedded-fonts";
import type { ContentBatch, Gray } from "./content-batch";
import type { ShapedTextCache } from "./shaped-text";
import type { Band } from "./slip-layout";

/** Shrinking stops here; below 6 pt print is hard to read. */
const MIN_FIT_SIZE = 6;

export interface SlipTextStyle {
  readonly weight: FontWeight;
  readonly size: number;
  readonly gray?: Gray;
}

export interface Placement {
  readonly x: number;
  readonly band: Band;
  /** Room the text may take; longer text is cut with "…" (or shrunk, with `fit`). */
  readonly width?: number;
  readonly align?: "left" | "right" | "center";
  /** Shrink the font instead of cutting: for the amount in words, which must print whole. */
  readonly fit?: boolean;
}

/** Draws single lines of text into a batch: measured through the shaping cache, centred in a band. */
export class SlipText {
  constructor(
    private readonly batch: ContentBatch,
    private readonly shaper: ShapedTextCache,
    private readonly fonts: Record<FontWeight, EmbeddedFont>,
  ) {}

  width(text: string, style: SlipTextStyle): number {
    return this.shaper.width(text, style.weight, style.size);
  }

  /** Draws `text`; returns the width it took. */
  draw(text: string, style: SlipTextStyle, at: Placement): number {
    let size = style.size;
    let line = this.shaper.line(text, style.weight, size);
    if (at.width !== undefined && line.width > at.width) {
      if (at.fit) {
        size = Math.max(MIN_FIT_SIZE, Math.floor((size * at.width * 10) / line.width) / 10);
        line = this.shaper.line(text, style.weight, size);
      } else {
        const cut = truncateText(text, at.width, (candidate) => this.shaper.width(candidate, style.weight, size));
        line = this.shaper.line(cut, style.weight, size);
      }
    }
    const free = (at.width ?? line.width) - line.width;
    const x = at.x + (at.align === "right" ? free : at.align === "center" ? free / 2 : 0);
    this.batch.showText(line, style.weight, size, x, this.baseline(at.band, style.weight, size), style.gray ?? 0);
    return line.width;
  }

  /** The baseline that centres the font's ascender-to-descender box in the band. */
  private baseline(band: Band, weight: FontWeight, size: number): number {
    const { ascender, descender } = this.fonts[weight];
    return band.top + (band.height - ((ascender - descender) * size) / 1000) / 2 + (ascender * size) / 1000;
  }
}
