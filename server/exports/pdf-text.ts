/**
 * Text for the PDF documents (pdf.ts): the fonts they embed, and how a string is measured, split into
 * runs of one font and wrapped. DejaVu Sans Condensed (narrow enough for ten-column tables) covers Latin, Greek and Cyrillic ("Łódź", "Müller",
 * "Москва"); a character it lacks (Japanese, Chinese) is drawn in Noto Sans JP, run by run. Both come
 * from npm packages, read once per process; PDFKit embeds only the glyphs a document uses.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as fontkit from 'fontkit';

export type FontStyle = 'regular' | 'bold';
/** The fonts a document registers with PDFKit, by the names it knows them. */
export type FontName = 'regular' | 'bold' | 'cjk-regular' | 'cjk-bold';
export const FONT_NAMES: readonly FontName[] = ['regular', 'bold', 'cjk-regular', 'cjk-bold'];

const require = createRequire(import.meta.url);
/** @embedpdf/fonts-jp exports only its index, so its font folder is found beside it. */
const notoFolder = () => join(dirname(require.resolve('@embedpdf/fonts-jp')), '..', 'fonts');
const FILES: Record<FontName, () => string> = {
  regular: () => require.resolve('dejavu-fonts-ttf/ttf/DejaVuSansCondensed.ttf'),
  bold: () => require.resolve('dejavu-fonts-ttf/ttf/DejaVuSansCondensed-Bold.ttf'),
  'cjk-regular': () => join(notoFolder(), 'NotoSansJP-Regular.otf'),
  'cjk-bold': () => join(notoFolder(), 'NotoSansJP-Bold.otf'),
};

interface LoadedFont {
  font: fontkit.Font;
  /** Advance widths in 1/1000 em by code point, filled as characters are met. */
  widths: Map<number, number>;
}

const files = new Map<FontName, Buffer>();
const loaded = new Map<FontName, LoadedFont>();

/** The font file's bytes (read once per process), for PDFKit's registerFont. */
export function fontBytes(name: FontName): Buffer {
  let bytes = files.get(name);
  if (!bytes) {
    bytes = readFileSync(FILES[name]());
    files.set(name, bytes);
  }
  return bytes;
}

/** The font parsed for measuring, on first use: the CJK font only once a string needs it. */
function load(name: FontName): LoadedFont {
  let entry = loaded.get(name);
  if (!entry) {
    const font = fontkit.create(fontBytes(name));
    if (!('glyphForCodePoint' in font)) throw new Error(`${name}: a font collection, not a font`);
    entry = { font, widths: new Map() };
    loaded.set(name, entry);
  }
  return entry;
}

/** Whether DejaVu draws the code point, cached: an export repeats the same few hundred characters. */
const latinCovers = new Map<number, boolean>();
function inLatinFont(codePoint: number): boolean {
  if (codePoint < 0x250) return true;
  let covered = latinCovers.get(codePoint);
  if (covered === undefined) {
    covered = load('regular').font.hasGlyphForCodePoint(codePoint);
    latinCovers.set(codePoint, covered);
  }
  return covered;
}

/** A stretch of text drawn in one font. */
export interface TextRun {
  font: FontName;
  text: string;
}

const LATIN_ONLY = /^[\t\n\r -\u024f\u2010-\u2027]*$/;

/** The text as runs of one font: DejaVu where it has the glyph, else the CJK font; spaces join the run they are in. */
export function textRuns(text: string, style: FontStyle): TextRun[] {
  const latin: FontName = style;
  const cjk: FontName = style === 'bold' ? 'cjk-bold' : 'cjk-regular';
  // Nearly every cell of an export is plain Latin: one run, without looking at each character.
  if (LATIN_ONLY.test(text)) return [{ font: latin, text }];
  const runs: TextRun[] = [];
  let current: TextRun | null = null;
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 0;
    const font: FontName = codePoint === 0x20 && current ? current.font : inLatinFont(codePoint) ? latin : cjk;
    if (current && current.font === font) current.text += char;
    else {
      current = { font, text: char };
      runs.push(current);
    }
  }
  return runs;
}

/** Width in 1/1000 em of the text in one font (advance widths; kerning is left out, it only narrows). */
function runUnits(name: FontName, text: string): number {
  const entry = load(name);
  let units = 0;
  for (let i = 0; i < text.length; i += 1) {
    let codePoint = text.charCodeAt(i);
    if (codePoint >= 0xd800 && codePoint <= 0xdbff) {
      codePoint = text.codePointAt(i) ?? codePoint;
      i += 1;
    }
    let width = entry.widths.get(codePoint);
    if (width === undefined) {
      width = (entry.font.glyphForCodePoint(codePoint).advanceWidth * 1000) / entry.font.unitsPerEm;
      entry.widths.set(codePoint, width);
    }
    units += width;
  }
  return units;
}

/** Width in points of one run at the size. */
export function runWidth(run: TextRun, size: number): number {
  return (runUnits(run.font, run.text) * size) / 1000;
}

/** Width in points of the text at the size, across its runs. */
export function textWidth(text: string, size: number, style: FontStyle = 'regular'): number {
  let width = 0;
  for (const run of textRuns(text, style)) width += runWidth(run, size);
  return width;
}

const ELLIPSIS = '\u2026';

/** The longest start of `word` that fits `width`, at least one character. */
function fittingPrefix(word: string, width: number, size: number, style: FontStyle): string {
  const chars = [...word];
  let fitted = chars[0] ?? '';
  for (let i = 2; i <= chars.length; i += 1) {
    const candidate = chars.slice(0, i).join('');
    if (textWidth(candidate, size, style) > width) break;
    fitted = candidate;
  }
  return fitted;
}

/** `line` shortened with "…" to fit `width`. */
function withEllipsis(line: string, width: number, size: number, style: FontStyle): string {
  let text = line;
  while (text && textWidth(text + ELLIPSIS, size, style) > width) text = [...text].slice(0, -1).join('');
  return text.trimEnd() + ELLIPSIS;
}

/**
 * The text broken into lines no wider than `width`: at spaces and line breaks, and inside a word only
 * when the word alone is too wide (so Japanese, written without spaces, breaks between characters).
 * Past `maxLines`, the last line ends with "…".
 */
export function wrapText(text: string, width: number, size: number, style: FontStyle = 'regular', maxLines = Number.POSITIVE_INFINITY): string[] {
  const lines: string[] = [];
  const space = textWidth(' ', size, style);
  for (const paragraph of text.replace(/\r\n?/g, '\n').split('\n')) {
    let line = '';
    let lineWidth = 0;
    for (let word of paragraph.split(/[ \t]+/)) {
      if (!word) continue;
      let wordWidth = textWidth(word, size, style);
      if (line && lineWidth + space + wordWidth <= width) {
        line += ` ${word}`;
        lineWidth += space + wordWidth;
        continue;
      }
      if (!line && wordWidth <= width) {
        line = word;
        lineWidth = wordWidth;
        continue;
      }
      if (line) lines.push(line);
      while (wordWidth > width) {
        const part = fittingPrefix(word, width, size, style);
        lines.push(part);
        word = word.slice(part.length);
        wordWidth = textWidth(word, size, style);
      }
      line = word;
      lineWidth = wordWidth;
    }
    lines.push(line);
  }
  while (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = withEllipsis(kept[maxLines - 1] ?? '', width, size, style);
  return kept;
}
