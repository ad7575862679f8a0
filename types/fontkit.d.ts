// fontkit (pdfkit's font engine) ships no types: the little of it modules/invoices uses.
declare module "fontkit" {
  export interface Font {
    readonly postscriptName: string;
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function create(buffer: Uint8Array): Font;
}
