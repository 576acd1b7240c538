/**
 * Reads a PDF back with Mozilla's PDF.js (an independent parser: it shares no code with the writer)
 * and answers the text of each page line by line, top to bottom, as a person reads it: the pieces on
 * one baseline (table cells, runs of different fonts, "Page 2 of " and the page total) are joined,
 * with a space where there is a gap between them.
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface ReadPdf {
  pageCount: number;
  /** The lines of each page. */
  pages: string[][];
  /** Every page's text joined, pages in order. */
  text: string;
}

interface Piece {
  str: string;
  y: number;
  end: number;
}

/** A gap this small (in points) between two pieces on one baseline is no gap at all. */
const TOUCHING = 1;

export async function readPdf(bytes: Buffer | Uint8Array): Promise<ReadPdf> {
  const document = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, useSystemFonts: false, verbosity: 0 }).promise;
  try {
    const pages: string[][] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const pieces: Piece[] = [];
      for (const item of content.items) {
        if (!('str' in item) || item.str === '') continue;
        const [, , , , x = 0, y = 0] = item.transform as number[];
        const last = pieces.at(-1);
        if (last && Math.abs(last.y - y) < 0.5) {
          last.str += (Math.abs(x - last.end) < TOUCHING || last.str.endsWith(' ') ? '' : ' ') + item.str;
          last.end = x + item.width;
        } else pieces.push({ str: item.str, y, end: x + item.width });
      }
      pages.push(pieces.map((piece) => piece.str.trim()));
      page.cleanup();
    }
    return { pageCount: document.numPages, pages, text: pages.map((page) => page.join('\n')).join('\n') };
  } finally {
    await document.destroy();
  }
}

/** The project codes that begin lines (a table whose first column is the code), in order. */
export function leadingCodes(pdf: ReadPdf): string[] {
  return pdf.pages.flatMap((lines) => lines.flatMap((line) => /^PRJ-\d+(?= |$)/.exec(line)?.[0] ?? []));
}
