/**
 * Text for the PDF writer (pdf.ts): the standard Helvetica fonts every PDF reader has, so nothing is
 * embedded. Their glyph widths (from Adobe's Helvetica AFM files) let us measure and wrap text, and
 * text is encoded as WinAnsi bytes (Latin-1 plus typographic quotes, dashes, € and …); a character
 * outside WinAnsi becomes its unaccented letter when it has one, else "?".
 */

export type FontStyle = 'regular' | 'bold';

/** Widths in 1/1000 em of the characters 32 (space) to 126 (~). */
const REGULAR_ASCII = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584,
  556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278,
  278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500,
  334, 260, 334, 584,
];
const BOLD_ASCII = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584,
  611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278,
  333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500,
  389, 280, 389, 584,
];

/** WinAnsi's codes 0x80–0x9F (the rest of 0xA0–0xFF is Latin-1), with a width that fits both styles. */
const WIN_ANSI_EXTRA: ReadonlyMap<number, { code: number; width: number }> = new Map([
  [0x20ac, { code: 0x80, width: 556 }],
  [0x201a, { code: 0x82, width: 278 }],
  [0x0192, { code: 0x83, width: 556 }],
  [0x201e, { code: 0x84, width: 500 }],
  [0x2026, { code: 0x85, width: 1000 }],
  [0x2020, { code: 0x86, width: 556 }],
  [0x2021, { code: 0x87, width: 556 }],
  [0x02c6, { code: 0x88, width: 333 }],
  [0x2030, { code: 0x89, width: 1000 }],
  [0x0160, { code: 0x8a, width: 667 }],
  [0x2039, { code: 0x8b, width: 333 }],
  [0x0152, { code: 0x8c, width: 1000 }],
  [0x017d, { code: 0x8e, width: 611 }],
  [0x2018, { code: 0x91, width: 278 }],
  [0x2019, { code: 0x92, width: 278 }],
  [0x201c, { code: 0x93, width: 500 }],
  [0x201d, { code: 0x94, width: 500 }],
  [0x2022, { code: 0x95, width: 350 }],
  [0x2013, { code: 0x96, width: 556 }],
  [0x2014, { code: 0x97, width: 1000 }],
  [0x02dc, { code: 0x98, width: 333 }],
  [0x2122, { code: 0x99, width: 1000 }],
  [0x0161, { code: 0x9a, width: 556 }],
  [0x203a, { code: 0x9b, width: 333 }],
  [0x0153, { code: 0x9c, width: 944 }],
  [0x017e, { code: 0x9e, width: 500 }],
  [0x0178, { code: 0x9f, width: 667 }],
]);
const FROM_WIN_ANSI = new Map([...WIN_ANSI_EXTRA].map(([unicode, { code }]) => [code, unicode]));

/** A Latin-1 letter is as wide as its base letter; other Latin-1 signs are taken as a digit's width. */
const WIDE_LATIN1 = new Map<number, number>([
  [0xc6, 1000], // Æ
  [0xe6, 889], // æ
  [0xdf, 611], // ß
  [0xa9, 737], // ©
  [0xae, 737], // ®
  [0xbc, 834], // ¼
  [0xbd, 834], // ½
  [0xbe, 834], // ¾
]);

const ELLIPSIS = '\u2026';
/** Letters NFD does not take apart into a base letter and a mark. */
const PLAIN_LETTER = new Map([...'ŁłĐđıŦŧĦħ'].map((char, i) => [char.codePointAt(0) ?? 0, 'LlDdiTtHh'.charCodeAt(i)]));

/** The WinAnsi code of one character (code point), after a fallback to its unaccented form. */
export function winAnsiCode(codePoint: number): number {
  if (codePoint >= 0x20 && codePoint <= 0x7e) return codePoint;
  if (codePoint >= 0xa0 && codePoint <= 0xff) return codePoint;
  const extra = WIN_ANSI_EXTRA.get(codePoint);
  if (extra) return extra.code;
  if (codePoint === 0x09 || codePoint === 0x0a || codePoint === 0x0d) return 0x20;
  const plain = PLAIN_LETTER.get(codePoint);
  if (plain) return plain;
  const base = String.fromCodePoint(codePoint).normalize('NFD').codePointAt(0) ?? 0;
  if (base !== codePoint && ((base >= 0x20 && base <= 0x7e) || (base >= 0xa0 && base <= 0xff))) return base;
  return 0x3f; // ?
}

/** The character a WinAnsi code shows (the inverse of winAnsiCode, for tests and readers). */
export function fromWinAnsi(code: number): string {
  return String.fromCodePoint(FROM_WIN_ANSI.get(code) ?? code);
}

function codeWidth(code: number, style: FontStyle): number {
  if (code >= 0x20 && code <= 0x7e) return (style === 'bold' ? BOLD_ASCII : REGULAR_ASCII)[code - 0x20] ?? 556;
  const unicode = FROM_WIN_ANSI.get(code);
  if (unicode !== undefined) return WIN_ANSI_EXTRA.get(unicode)?.width ?? 556;
  const wide = WIDE_LATIN1.get(code);
  if (wide) return wide;
  const base = String.fromCodePoint(code).normalize('NFD').codePointAt(0) ?? 0;
  if (base !== code && base >= 0x20 && base <= 0x7e) return codeWidth(base, style);
  return 556;
}

/** Signs outside WinAnsi that read well as a few ASCII characters. */
const SPELLED: ReadonlyMap<number, number[]> = new Map(
  (
    [
      ['→', '->'],
      ['←', '<-'],
      ['⇒', '=>'],
      ['≤', '<='],
      ['≥', '>='],
      ['≠', '!='],
      ['✓', 'v'],
    ] as const
  ).map(([sign, ascii]) => [sign.codePointAt(0) ?? 0, [...ascii].map((char) => char.charCodeAt(0))]),
);

/** Text as WinAnsi codes. */
export function encodeWinAnsi(text: string): number[] {
  const codes: number[] = [];
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 0x3f;
    const spelled = SPELLED.get(codePoint);
    if (spelled) codes.push(...spelled);
    else codes.push(winAnsiCode(codePoint));
  }
  return codes;
}

/** Width in points of the text at the size. */
export function textWidth(text: string, size: number, style: FontStyle = 'regular'): number {
  const ascii = style === 'bold' ? BOLD_ASCII : REGULAR_ASCII;
  let units = 0;
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charCodeAt(i);
    // Printable ASCII, nearly every character of an export, without the encoding detour.
    if (unit >= 0x20 && unit <= 0x7e) units += ascii[unit - 0x20] ?? 556;
    else {
      const codePoint = text.codePointAt(i) ?? 0x3f;
      if (codePoint > 0xffff) i += 1;
      for (const code of encodeWinAnsi(String.fromCodePoint(codePoint))) units += codeWidth(code, style);
    }
  }
  return (units * size) / 1000;
}

/** A PDF literal string `( … )` of the text as a latin1 string (one character per byte): WinAnsi, with ( ) \\ escaped. */
export function pdfLiteral(text: string): string {
  let out = '(';
  for (const code of encodeWinAnsi(text)) {
    if (code === 0x28 || code === 0x29 || code === 0x5c) out += '\\';
    out += String.fromCharCode(code);
  }
  return `${out})`;
}

/** The same literal as bytes. */
export function pdfString(text: string): Buffer {
  return Buffer.from(pdfLiteral(text), 'latin1');
}

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
 * when the word alone is too wide. Past `maxLines`, the last line ends with "…".
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
