// The part of fontkit (pdfkit's own font engine) the PDFs use: does a font draw a character?
declare module 'fontkit' {
  export interface Font {
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function openSync(path: string): Font;
}
