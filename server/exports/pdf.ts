/**
 * The documents' layout on PDFKit: a title, a subtitle (e.g. the filters of a list), headings,
 * label/value fields, paragraphs and tables whose column headers repeat on every page, and a footer
 * with "Page n of N" on every page. Text is drawn in embedded Unicode fonts (pdf-text.ts), so
 * "Łódź Budowa", "Müller Straßenbau" and "東京建設" print as typed.
 *
 * Streaming: PDFKit writes a page out when the next one starts (no `bufferPages`), and `drain()`
 * hands over the bytes finished so far, so an export of any size holds one page in memory. The page
 * total, unknown until the end, is a form XObject every page's footer draws and that is written last
 * (a forward reference is ordinary in PDF), instead of buffering every page to number them.
 *
 * @example
 * const pdf = new PdfWriter({ title: 'Projects', subtitle: 'Status: In Progress' });
 * pdf.startTable([{ header: 'Name', width: 3 }, { header: 'Due', width: 1 }]);
 * for (const row of rows) pdf.row([row.name, usDay(row.due_date)]);
 * pdf.endTable('No projects');
 * const bytes = Buffer.concat([...pdf.drain(), ...pdf.finish()]);
 */
import PDFDocument from 'pdfkit';
import { usDate } from './dates';
import { FONT_NAMES, fontBytes, runWidth, textRuns, textWidth, wrapText, type FontName, type FontStyle } from './pdf-text';

export interface PdfOptions {
  title: string;
  /** A line under the title on the first page, e.g. the list's filters. */
  subtitle?: string;
  /** Left of the page number in every footer, e.g. "Generated 11/22/2026". */
  footer?: string;
  /** Landscape US Letter (the default, for wide tables) or portrait. */
  landscape?: boolean;
  /** The document's creation time (metadata only). */
  createdAt?: Date;
}

/** A table column: header text, a relative width (columns share the page in proportion), alignment. */
export interface PdfTableColumn {
  header: string;
  width: number;
  align?: 'left' | 'right';
}

/** The parts of PDFKit's embedded font that text drawing needs (not in its type definitions). */
interface EmbeddedFont {
  /** The font's resource name, e.g. "F2". */
  id: string;
  /** Glyph ids (4 hex digits each) of the text, adding them to the embedded subset and its ToUnicode map. */
  encode(text: string): [string[], unknown[]];
  ref(): PDFKit.PDFKitReference;
}

/** A PDF object PDFKit writes when ended, with its dictionary open until then. */
interface OpenReference {
  data: Record<string, unknown>;
  end(chunk?: string): void;
}

const MARGIN = 36;
/** Footer baseline and the lowest content line, as distances from the page's bottom edge. */
const FOOTER_FROM_BOTTOM = 20;
const CONTENT_FROM_BOTTOM = 40;
const BODY_SIZE = 8;
const LINE = 10;
const CELL_PAD_X = 3;
const CELL_PAD_Y = 3;
/** A cell longer than this many lines ends with "…" (a row must fit on a page). */
const MAX_CELL_LINES = 12;
const WRAP_CACHE_SIZE = 20_000;
/** The page total's XObject name in every page's resources. */
const TOTAL_XOBJECT = 'Tp';

const num = (n: number) => (Math.round(n * 100) / 100).toString();

/** One byte of a PDF literal string, as a latin1 character: ( ) \\ and line ends escaped. */
function literalByte(byte: number): string {
  if (byte === 0x28 || byte === 0x29 || byte === 0x5c) return `\\${String.fromCharCode(byte)}`;
  if (byte === 0x0d) return '\\r';
  if (byte === 0x0a) return '\\n';
  return String.fromCharCode(byte);
}

interface TableState {
  columns: readonly PdfTableColumn[];
  widths: number[];
  rows: number;
}

export class PdfWriter {
  private readonly options: PdfOptions;
  private readonly doc: PDFKit.PDFDocument;
  private readonly pageWidth: number;
  private readonly pageHeight: number;
  /** The page total: a form XObject each footer draws, its content written by finish(). */
  private readonly total: OpenReference;
  private pages = 0;
  private pageOpen = false;
  /** The next free line, in points from the page's top edge (PDFKit's coordinates). */
  private y = 0;
  private table: TableState | null = null;
  private finished = false;
  /** Wrapped cells by text and width: an export repeats the same customers, branches, statuses and days. */
  private readonly wrapped = new Map<string, string[]>();
  /** PDFKit's font objects by name, and the glyph ids of the characters drawn so far. */
  private readonly fonts = new Map<FontName, EmbeddedFont>();
  private readonly encoded = new Map<FontName, Map<string, string>>();
  /** Fonts already in the open page's resources. */
  private readonly pageFonts = new Set<FontName>();
  /** Drawing operators of the open page not yet handed to PDFKit (written a row at a time). */
  private ops = '';
  /** The open text object's font and size ("F2 8"), or null outside one: a row's cells share one. */
  private textState: string | null = null;

  constructor(options: PdfOptions) {
    this.options = options;
    const landscape = options.landscape ?? true;
    this.pageWidth = landscape ? 792 : 612;
    this.pageHeight = landscape ? 612 : 792;
    this.doc = new PDFDocument({
      autoFirstPage: false,
      size: 'LETTER',
      layout: landscape ? 'landscape' : 'portrait',
      margin: 0,
      info: { Title: options.title, Producer: 'Customer Portal', Creator: 'Customer Portal', CreationDate: options.createdAt ?? new Date() },
    });
    // PDFKit parses and embeds a font only when a run first uses it: most documents never need the CJK font.
    for (const name of FONT_NAMES) this.doc.registerFont(name, fontBytes(name));
    this.total = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, -4, 60, 12] }) as unknown as OpenReference;
  }

  /** Pages started so far (the open page included). */
  get pageCount(): number {
    return this.pages;
  }

  /** Width between the margins, in points. */
  get contentWidth(): number {
    return this.pageWidth - 2 * MARGIN;
  }

  /** The bytes finished since the last drain (whole pages; the open page stays). */
  drain(): Buffer[] {
    const chunks: Buffer[] = [];
    for (let chunk: unknown = this.doc.read(); chunk !== null; chunk = this.doc.read()) {
      if (Buffer.isBuffer(chunk)) chunks.push(chunk);
    }
    return chunks;
  }

  heading(text: string, size = 11): void {
    const lines = wrapText(text, this.contentWidth, size, 'bold', 4);
    this.space(lines.length * size * 1.25 + 6, 3 * LINE);
    this.y += 6;
    for (const line of lines) {
      this.text(line, MARGIN, this.y + size, size, 'bold');
      this.y += size * 1.25;
    }
    this.y += 2;
  }

  paragraph(text: string, size = 9): void {
    const height = size * 1.25;
    for (const line of wrapText(text, this.contentWidth, size)) {
      this.space(height);
      this.text(line, MARGIN, this.y + size, size, 'regular');
      this.y += height;
    }
    this.y += 4;
  }

  /** Label/value pairs, labels in bold in a column of their own. */
  fields(pairs: readonly (readonly [string, string])[], labelWidth = 150): void {
    const size = 9;
    const height = size * 1.3;
    for (const [label, value] of pairs) {
      const labels = wrapText(label, labelWidth - 8, size, 'bold', 3);
      const values = wrapText(value || '—', this.contentWidth - labelWidth, size, 'regular', 40);
      const rows = Math.max(labels.length, values.length);
      this.space(Math.min(rows, 4) * height);
      for (let i = 0; i < rows; i += 1) {
        if (i > 0) this.space(height);
        const baseline = this.y + size;
        if (labels[i]) this.text(labels[i] ?? '', MARGIN, baseline, size, 'bold');
        if (values[i]) this.text(values[i] ?? '', MARGIN + labelWidth, baseline, size, 'regular');
        this.y += height;
      }
    }
    this.y += 4;
  }

  /** Starts a table: its header row now, and again at the top of every page it runs on to. */
  startTable(columns: readonly PdfTableColumn[]): void {
    if (columns.length === 0) throw new Error('a table needs a column');
    const total = columns.reduce((sum, column) => sum + column.width, 0);
    const widths = columns.map((column) => (column.width / total) * this.contentWidth);
    this.table = { columns, widths, rows: 0 };
    this.space(this.cellsHeight(this.headerLines(this.table)) + BODY_SIZE + 2 * CELL_PAD_Y);
    this.tableHeader();
  }

  row(cells: readonly string[]): void {
    const table = this.table;
    if (!table) throw new Error('row() outside a table');
    const lines = table.widths.map((width, i) => this.wrapCell(cells[i] ?? '', width - 2 * CELL_PAD_X));
    const height = this.cellsHeight(lines);
    if (this.y + height > this.bottom) {
      this.newPage();
      this.tableHeader();
    }
    this.cells(lines, table, 'regular');
    this.endText();
    this.ops += `${MARGIN} ${num(this.y + height)} m ${num(MARGIN + this.contentWidth)} ${num(this.y + height)} l S\n`;
    this.flushOps();
    this.y += height;
    table.rows += 1;
  }

  /** Ends the table; with no rows, `emptyText` stands in for them. */
  endTable(emptyText = 'No rows'): void {
    if (this.table && this.table.rows === 0) this.paragraph(emptyText);
    this.table = null;
    this.y += 8;
  }

  /** Ends the document: the last footer, the page total, then PDFKit writes the fonts, page tree and index. */
  finish(): Buffer[] {
    if (this.finished) throw new Error('finish() called twice');
    this.finished = true;
    if (!this.pageOpen) this.openPage();
    this.footer();
    const font = this.font('regular');
    const [glyphs] = font.encode(String(this.pages));
    this.total.data.Resources = { Font: { F1: font.ref() } };
    this.total.end(`BT /F1 ${BODY_SIZE} Tf 0 0 Td <${glyphs.join('')}> Tj ET`);
    this.doc.end();
    const bytes = this.drain();
    const tail = bytes.at(-1)?.toString('latin1') ?? '';
    if (!tail.trimEnd().endsWith('%%EOF')) throw new Error('PDFKit did not finish the document');
    return bytes;
  }

  // --- layout -------------------------------------------------------------------------------------

  /** The lowest point content may reach, from the top edge. */
  private get bottom(): number {
    return this.pageHeight - CONTENT_FROM_BOTTOM;
  }

  /** Makes room for `height` points below y (a new page when needed); `atLeast` keeps a heading with what follows. */
  private space(height: number, atLeast = 0): void {
    if (!this.pageOpen) this.openPage();
    else if (this.y + Math.max(height, atLeast) > this.bottom) this.newPage();
  }

  private newPage(): void {
    if (this.pageOpen) this.footer();
    this.openPage();
  }

  private openPage(): void {
    this.doc.addPage();
    this.pages += 1;
    this.pageOpen = true;
    this.pageFonts.clear();
    // Rules between rows: thin and light grey, set once for the page.
    this.ops = '0.5 w 0.85 G\n';
    this.y = MARGIN;
    if (this.pages === 1) {
      for (const line of wrapText(this.options.title, this.contentWidth, 16, 'bold', 3)) {
        this.text(line, MARGIN, this.y + 16, 16, 'bold');
        this.y += 20;
      }
      if (this.options.subtitle) {
        for (const line of wrapText(this.options.subtitle, this.contentWidth, 9, 'regular', 6)) {
          this.text(line, MARGIN, this.y + 9, 9, 'regular');
          this.y += 11.5;
        }
      }
      this.y += 8;
    } else {
      const running = wrapText(this.options.title, this.contentWidth, 8, 'bold', 1)[0] ?? '';
      this.text(running, MARGIN, this.y + 8, 8, 'bold');
      this.y += 16;
    }
    this.flushOps();
  }

  /** The open page's footer: the caller's text, and "Page n of " followed by the page total. */
  private footer(): void {
    const baseline = this.pageHeight - FOOTER_FROM_BOTTOM;
    if (this.options.footer) this.text(this.options.footer, MARGIN, baseline, BODY_SIZE, 'regular');
    const label = `Page ${this.pages} of `;
    const x = this.pageWidth - MARGIN - textWidth(`${label}0000`, BODY_SIZE);
    this.text(label, x, baseline, BODY_SIZE, 'regular');
    this.flushOps();
    const xobjects = this.doc.page.xobjects as Record<string, unknown>;
    xobjects[TOTAL_XOBJECT] = this.total;
    // PDFKit's page space runs top-down; the form is drawn upright with its origin on the baseline.
    this.doc.save().transform(1, 0, 0, -1, x + textWidth(label, BODY_SIZE), baseline).addContent(`/${TOTAL_XOBJECT} Do`).restore();
    this.pageOpen = false;
  }

  private wrapCell(text: string, width: number): string[] {
    const key = `${width}\u0000${text}`;
    let lines = this.wrapped.get(key);
    if (!lines) {
      if (this.wrapped.size >= WRAP_CACHE_SIZE) this.wrapped.clear();
      lines = wrapText(text, width, BODY_SIZE, 'regular', MAX_CELL_LINES);
      this.wrapped.set(key, lines);
    }
    return lines;
  }

  private headerLines(table: TableState): string[][] {
    return table.widths.map((width, i) => wrapText(table.columns[i]?.header ?? '', width - 2 * CELL_PAD_X, BODY_SIZE, 'bold', 3));
  }

  private tableHeader(): void {
    const table = this.table;
    if (!table) return;
    const lines = this.headerLines(table);
    const height = this.cellsHeight(lines);
    this.endText();
    this.ops += `q 0.9 g ${MARGIN} ${num(this.y)} ${num(this.contentWidth)} ${num(height)} re f Q\n`;
    this.cells(lines, table, 'bold');
    this.flushOps();
    this.y += height;
  }

  private cellsHeight(lines: readonly string[][]): number {
    const most = Math.max(1, ...lines.map((cell) => cell.length));
    return 2 * CELL_PAD_Y + (most - 1) * LINE + BODY_SIZE + 2;
  }

  private cells(lines: readonly string[][], table: TableState, style: FontStyle): void {
    let x = MARGIN;
    lines.forEach((cell, i) => {
      const width = table.widths[i] ?? 0;
      const right = table.columns[i]?.align === 'right';
      cell.forEach((line, n) => {
        if (!line) return;
        const left = right ? x + width - CELL_PAD_X - textWidth(line, BODY_SIZE, style) : x + CELL_PAD_X;
        this.text(line, left, this.y + CELL_PAD_Y + BODY_SIZE * 0.8 + n * LINE + 1, BODY_SIZE, style);
      });
      x += width;
    });
  }

  /**
   * One line of text on its baseline, each run in the font that has its glyphs. The operators are
   * written directly with PDFKit's font encoding rather than through `doc.text()`, whose per-call
   * options, shaping and transforms cost more than the rest of a 10,000-row export together; the
   * text matrix flips PDFKit's top-down page space back so glyphs stand upright.
   */
  private text(text: string, x: number, baseline: number, size: number, style: FontStyle): void {
    let left = x;
    for (const run of textRuns(text, style)) {
      const font = this.font(run.font);
      if (!this.pageFonts.has(run.font)) {
        (this.doc.page.fonts as Record<string, unknown>)[font.id] = font.ref();
        this.pageFonts.add(run.font);
      }
      if (this.textState === null) this.ops += 'BT\n';
      const state = `${font.id} ${size}`;
      if (state !== this.textState) this.ops += `/${state} Tf\n`;
      this.textState = state;
      this.ops += `1 0 0 -1 ${num(left)} ${num(baseline)} Tm (${this.glyphs(run.font, font, run.text)}) Tj\n`;
      left += runWidth(run, size);
    }
  }

  /**
   * The text's glyph ids as the bytes of a PDF literal string (two per glyph, the font being
   * Identity-H), one character at a time: PDFKit's encoding adds each glyph to the embedded subset
   * and its ToUnicode map, and caching it by character skips the shaping PDFKit would run on every
   * new string (kerning and ligatures are left out; the measured widths match). Bytes rather than hex
   * halve what each page's compression has to read.
   */
  private glyphs(name: FontName, font: EmbeddedFont, text: string): string {
    let byChar = this.encoded.get(name);
    if (!byChar) {
      byChar = new Map();
      this.encoded.set(name, byChar);
    }
    let bytes = '';
    for (const char of text) {
      let glyph = byChar.get(char);
      if (glyph === undefined) {
        glyph = font
          .encode(char)[0]
          .map((hex) => literalByte(parseInt(hex.slice(0, 2), 16)) + literalByte(parseInt(hex.slice(2, 4), 16)))
          .join('');
        byChar.set(char, glyph);
      }
      bytes += glyph;
    }
    return bytes;
  }

  /** PDFKit's embedded font of that name (PDFKit parses and embeds it on first use). */
  private font(name: FontName): EmbeddedFont {
    let font = this.fonts.get(name);
    if (!font) {
      this.doc.font(name);
      font = (this.doc as unknown as { _font: EmbeddedFont })._font;
      this.fonts.set(name, font);
    }
    return font;
  }

  private endText(): void {
    if (this.textState !== null) this.ops += 'ET\n';
    this.textState = null;
  }

  private flushOps(): void {
    this.endText();
    // As bytes: PDFKit would convert a string character by character.
    if (this.ops) this.doc.addContent(Buffer.from(this.ops, 'latin1'));
    this.ops = '';
  }
}

/** One column of a table of rows: its header, relative width and how a row shows in it. */
export interface PdfColumn<Row> extends PdfTableColumn {
  value(row: Row): string | number | null | undefined;
}

/** Rows handed on after this many, so a long table streams page by page. */
const ROWS_PER_DRAIN = 100;

/** A whole document of one table, as chunks of bytes while the rows arrive. */
export async function* pdfTable<Row>(
  options: PdfOptions & { columns: readonly PdfColumn<Row>[]; rows: AsyncIterable<Row> | Iterable<Row>; emptyText?: string },
): AsyncGenerator<Buffer> {
  const pdf = new PdfWriter(options);
  pdf.startTable(options.columns);
  let count = 0;
  for await (const row of options.rows) {
    pdf.row(options.columns.map((column) => String(column.value(row) ?? '')));
    count += 1;
    if (count % ROWS_PER_DRAIN === 0) {
      const ready = pdf.drain();
      if (ready.length > 0) yield Buffer.concat(ready);
    }
  }
  pdf.endTable(options.emptyText);
  yield Buffer.concat([...pdf.drain(), ...pdf.finish()]);
}

/**
 * A filtered list as one table (the project list's and the reports' PDFs): under the title the count of
 * rows (`noun`: one and many) and what made the view ("1,234 projects · Status: On Hold · Newest first");
 * in every footer who made it (`by`) on which day (`today`, YYYY-MM-DD).
 */
export function listPdf<Row>(options: Omit<Parameters<typeof pdfTable<Row>>[0], 'subtitle' | 'footer'> & { noun: readonly [string, string]; total: number; description: string; by: string; today: string }) {
  const { noun, total, description, by, today, ...table } = options;
  return pdfTable({ ...table, subtitle: `${total.toLocaleString('en-US')} ${total === 1 ? noun[0] : noun[1]} · ${description}`, footer: `Generated ${usDate(today)} by ${by}` });
}
