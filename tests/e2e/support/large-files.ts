import { randomBytes } from "node:crypto";

import PDFDocument from "pdfkit";
import sharp from "sharp";

/**
 * Real files of a chosen size for upload tests: pictures of noise, which no
 * encoder can shrink, so a PNG is about as large as its pixels (three bytes
 * each), and PDFs carrying such a picture under a line of text.
 */

const MB = 1024 * 1024;

/** A PNG of about `megabytes`, 1 200 pixels wide (wide enough for every picture check). */
export async function noisePng(megabytes: number): Promise<Buffer> {
  const width = 1200;
  const height = Math.round((megabytes * MB) / (width * 3));
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** A one-page A4 PDF of about `megabytes`: a heading, then a picture of noise. */
export async function pdfOfSize(megabytes: number, heading: string): Promise<Buffer> {
  const picture = await noisePng(megabytes);
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: "A4", info: { Title: heading } });
    const chunks: Buffer[] = [];
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc.fontSize(18).text(heading);
    doc.image(picture, { width: 450 });
    doc.end();
  });
}

/** A size as the tests name it: megabytes to one decimal. */
export function sizeInMegabytes(file: Buffer): number {
  return Math.round((file.length / MB) * 10) / 10;
}
