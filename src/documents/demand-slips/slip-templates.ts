import { slipBoxHeightMm } from "@/shared/rules/slip-maths";
import type { PdfDocument } from "../pdf/pdf-document";
import { mm } from "../pdf/page-geometry";
import type { FontWeight } from "../pdf/text-style";
import { ContentBatch } from "./content-batch";
import { drawSlipFoot, drawSlipHead, type SlipPainter } from "./draw-slip";
import type { EmbeddedFont } from "./embedded-fonts";
import { pdfNumber as n, type ShapedTextCache } from "./shaped-text";
import { PAGE_SIZE, slipGeometry, type SlipGeometry, type SlipShape } from "./slip-layout";
import { SlipText } from "./slip-text";

interface Template {
  readonly name: string;
  readonly ref: ReturnType<PdfDocument["ref"]>;
  /** Where the template's own drawing starts, from its top (its slip box's top at y = 0). */
  readonly anchor: number;
}

/** The row under the last fee line, where the foot (Received, totals, footer) starts. */
const footAnchor = (g: SlipGeometry) => g.received?.top ?? g.total.top;

/**
 * Every slip of a run repeats its header, field labels, table heading and footer word for word.
 * Those are drawn once into PDF form XObjects (templates) and each slip only places them: about half
 * of a slip's text is then written, shaped and compressed once per run instead of once per slip.
 * Variants: with or without the QR column (head, foot) and with or without a Received line (foot).
 */
export class SlipTemplates {
  private readonly templates = new Map<string, Template>();

  constructor(
    private readonly doc: PdfDocument,
    private readonly fonts: Record<FontWeight, EmbeddedFont>,
    private readonly shaper: ShapedTextCache,
    private readonly content: Pick<SlipPainter, "labels" | "school">,
  ) {}

  /** Operators that draw the shared parts of the slip at `g` (the current page gets their resources). */
  place(g: SlipGeometry, shape: SlipShape): string {
    const received = shape.received > 0;
    const head = this.template(`SlipHead${shape.withQr ? "Q" : ""}`, shape.withQr, false, drawSlipHead, () => 0);
    const foot = this.template(
      `SlipFoot${shape.withQr ? "Q" : ""}${received ? "R" : ""}`,
      shape.withQr,
      received,
      drawSlipFoot,
      footAnchor,
    );
    const xobjects = this.doc.page.xobjects as Record<string, unknown>;
    xobjects[head.name] = head.ref;
    xobjects[foot.name] = foot.ref;
    return `q 1 0 0 1 0 ${n(g.box.y)} cm /${head.name} Do Q q 1 0 0 1 0 ${n(footAnchor(g) - foot.anchor)} cm /${foot.name} Do Q`;
  }

  private template(
    name: string,
    withQr: boolean,
    received: boolean,
    draw: (painter: SlipPainter, g: SlipGeometry) => void,
    anchorOf: (g: SlipGeometry) => number,
  ): Template {
    let template = this.templates.get(name);
    if (!template) {
      // Laid out as a slip without fee lines whose box top is at y = 0 of the template.
      const heightMm = slipBoxHeightMm(0, received ? 1 : 0);
      const g = slipGeometry({ page: 0, topMm: 0, heightMm }, { feeLines: 0, received: received ? 1 : 0, withQr });
      const batch = new ContentBatch(this.fonts);
      draw({ ...this.content, batch, text: new SlipText(batch, this.shaper, this.fonts) }, g);
      const fonts = Object.fromEntries(Object.values(this.fonts).map((font) => [font.id, font.ref()]));
      const ref = this.doc.ref({
        Type: "XObject",
        Subtype: "Form",
        BBox: [0, 0, PAGE_SIZE.width, mm(heightMm)],
        Resources: { Font: fonts },
      });
      ref.end(batch.take());
      template = { name, ref, anchor: anchorOf(g) };
      this.templates.set(name, template);
    }
    return template;
  }
}
