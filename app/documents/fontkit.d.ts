/**
 * fontkit (pdfkit's own font parser) ships no types. This is the one call formal-pdf.server.ts makes: parse a font
 * once per process, which pdfkit then takes as a font source (it accepts any object with `layout`).
 */
declare module "fontkit" {
  export interface Font {
    layout(text: string): unknown;
  }
  export function create(buffer: Uint8Array): Font;
}
