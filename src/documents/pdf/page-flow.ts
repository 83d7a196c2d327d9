import type { PdfDocument } from "./pdf-document";

export interface FlowFrame {
  /** Where content starts on every page. */
  readonly top: number;
  /** Content must end at or above this line; a block that would pass it goes to a new page. */
  readonly bottom: number;
}

/** A vertical cursor that moves content onto a new page when it would pass the frame's bottom. */
export class PageFlow {
  y: number;

  constructor(
    private readonly doc: PdfDocument,
    private readonly frame: FlowFrame,
  ) {
    doc.addPage();
    this.y = frame.top;
  }

  get pageHeight(): number {
    return this.frame.bottom - this.frame.top;
  }

  fits(height: number): boolean {
    return this.y + height <= this.frame.bottom + 1e-6;
  }

  atPageTop(): boolean {
    return this.y === this.frame.top;
  }

  newPage(): void {
    this.doc.addPage();
    this.y = this.frame.top;
  }

  /** Starts a new page unless `height` fits below the cursor (or the page is still empty). */
  ensure(height: number): void {
    if (!this.fits(height) && !this.atPageTop()) this.newPage();
  }
}
