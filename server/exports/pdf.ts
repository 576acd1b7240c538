/**
 * A small streaming PDF 1.4 writer for reports: a title, a subtitle (e.g. the filters of a list),
 * headings, label/value fields, paragraphs and tables whose column headers repeat on every page, and a
 * footer with "Page n of N" on every page. It uses the standard Helvetica fonts (nothing embedded,
 * WinAnsi text, see pdf-text.ts) and Flate-compressed page contents.
 *
 * Why by hand: a table export may run to tens of thousands of rows, and the PDF libraries for Node
 * build the whole document in memory before writing a byte. Here each page is written as soon as it
 * is full — `drain()` hands over the bytes finished so far — so memory stays flat and the first bytes
 * leave at once. The total page count, unknown until the end, is a form XObject every page draws
 * and that is written last (forward references are ordinary in PDF).
 *
 * @example
 * const pdf = new PdfWriter({ title: 'Projects', subtitle: 'Status: In Progress' });
 * pdf.startTable([{ header: 'Name', width: 3 }, { header: 'Due', width: 1 }]);
 * for (const row of rows) pdf.row([row.name, usDay(row.due_date)]);
 * pdf.endTable('No projects');
 * const bytes = Buffer.concat([...pdf.drain(), ...pdf.finish()]);
 */
import { deflateSync } from 'node:zlib';
import { pdfLiteral, pdfString, textWidth, wrapText, type FontStyle } from './pdf-text';

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

const CATALOG = 1;
const PAGES = 2;
const FONT_REGULAR = 3;
const FONT_BOLD = 4;
const TOTAL_PAGES = 5;
const INFO = 6;
const FIRST_FREE = 7;

const MARGIN = 36;
const FOOTER_BASELINE = 20;
const CONTENT_BOTTOM = 40;
const BODY_SIZE = 8;
const LINE = 10;
const CELL_PAD_X = 3;
const CELL_PAD_Y = 3;
/** A cell longer than this many lines ends with "…" (a row must fit on a page). */
const MAX_CELL_LINES = 12;
const WRAP_CACHE_SIZE = 20_000;

const ascii = (text: string) => Buffer.from(text, 'latin1');
const num = (n: number) => (Math.round(n * 100) / 100).toString();

interface TableState {
  columns: readonly PdfTableColumn[];
  widths: number[];
  rows: number;
}

export class PdfWriter {
  private readonly options: PdfOptions;
  private readonly pageWidth: number;
  private readonly pageHeight: number;
  private output: Buffer[] = [];
  private written = 0;
  private readonly offsets = new Map<number, number>();
  private nextObject = FIRST_FREE;
  private readonly pageIds: number[] = [];
  /** The open page's content operators, latin1 (one character per byte) until the page is written. */
  private content: string[] | null = null;
  private y = 0;
  private table: TableState | null = null;
  private finished = false;
  /** Wrapped cells by text and width: an export repeats the same customers, branches, statuses and days. */
  private readonly wrapped = new Map<string, string[]>();

  constructor(options: PdfOptions) {
    this.options = options;
    const landscape = options.landscape ?? true;
    this.pageWidth = landscape ? 792 : 612;
    this.pageHeight = landscape ? 612 : 792;
    this.emit(ascii('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n'));
    this.object(CATALOG, ascii(`<< /Type /Catalog /Pages ${PAGES} 0 R >>`));
    this.object(FONT_REGULAR, ascii('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'));
    this.object(FONT_BOLD, ascii('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>'));
    const created = (options.createdAt ?? new Date()).toISOString().replace(/[-:T]/g, '').slice(0, 14);
    this.object(INFO, Buffer.concat([ascii('<< /Title '), pdfString(options.title), ascii(` /Producer (Customer Portal) /CreationDate (D:${created}Z) >>`)]));
  }

  /** Pages written so far (the open page included). */
  get pageCount(): number {
    return this.pageIds.length + (this.content ? 1 : 0);
  }

  /** Width between the margins, in points. */
  get contentWidth(): number {
    return this.pageWidth - 2 * MARGIN;
  }

  /** The bytes finished since the last drain (whole pages; the open page stays). */
  drain(): Buffer[] {
    const out = this.output;
    this.output = [];
    return out;
  }

  heading(text: string, size = 11): void {
    const lines = wrapText(text, this.contentWidth, size, 'bold', 4);
    this.space(lines.length * size * 1.25 + 6, 3 * LINE);
    this.y -= 6;
    for (const line of lines) {
      this.text(line, MARGIN, this.y - size, size, 'bold');
      this.y -= size * 1.25;
    }
    this.y -= 2;
  }

  paragraph(text: string, size = 9): void {
    const height = size * 1.25;
    for (const line of wrapText(text, this.contentWidth, size)) {
      this.space(height);
      this.text(line, MARGIN, this.y - size, size, 'regular');
      this.y -= height;
    }
    this.y -= 4;
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
        const baseline = this.y - size;
        if (labels[i]) this.text(labels[i] ?? '', MARGIN, baseline, size, 'bold');
        if (values[i]) this.text(values[i] ?? '', MARGIN + labelWidth, baseline, size, 'regular');
        this.y -= height;
      }
    }
    this.y -= 4;
  }

  /** Starts a table: its header row now, and again at the top of every page it runs on to. */
  startTable(columns: readonly PdfTableColumn[]): void {
    if (columns.length === 0) throw new Error('a table needs a column');
    const total = columns.reduce((sum, column) => sum + column.width, 0);
    const widths = columns.map((column) => (column.width / total) * this.contentWidth);
    this.table = { columns, widths, rows: 0 };
    this.space(this.headerHeight() + BODY_SIZE + 2 * CELL_PAD_Y);
    this.tableHeader();
  }

  row(cells: readonly string[]): void {
    const table = this.table;
    if (!table) throw new Error('row() outside a table');
    const lines = table.widths.map((width, i) => this.wrapCell(cells[i] ?? '', width - 2 * CELL_PAD_X));
    const height = this.cellsHeight(lines);
    if (this.y - height < CONTENT_BOTTOM) {
      this.newPage();
      this.tableHeader();
    }
    this.cells(lines, table, 'regular');
    this.line(MARGIN, this.y - height, MARGIN + this.contentWidth, this.y - height, 0.85);
    this.y -= height;
    table.rows += 1;
  }

  /** Ends the table; with no rows, `emptyText` stands in for them. */
  endTable(emptyText = 'No rows'): void {
    if (this.table && this.table.rows === 0) this.paragraph(emptyText);
    this.table = null;
    this.y -= 8;
  }

  /** Ends the document: closes the last page, writes the page tree, the page total and the index. */
  finish(): Buffer[] {
    if (this.finished) throw new Error('finish() called twice');
    this.finished = true;
    if (!this.content) this.openPage();
    this.closePage();
    const kids = this.pageIds.map((id) => `${id} 0 R`).join(' ');
    this.object(PAGES, ascii(`<< /Type /Pages /Kids [${kids}] /Count ${this.pageIds.length} >>`));
    const total = ascii(`BT /F1 ${BODY_SIZE} Tf 0 2 Td (${this.pageIds.length}) Tj ET`);
    this.object(
      TOTAL_PAGES,
      Buffer.concat([ascii(`<< /Type /XObject /Subtype /Form /BBox [0 0 60 12] /Resources << /Font << /F1 ${FONT_REGULAR} 0 R >> >> /Length ${total.length} >>\nstream\n`), total, ascii('\nendstream')]),
    );
    const size = this.nextObject;
    const xref = this.written;
    const entries = ['0000000000 65535 f \n'];
    for (let id = 1; id < size; id += 1) {
      const offset = this.offsets.get(id);
      if (offset === undefined) throw new Error(`PDF object ${id} was never written`);
      entries.push(`${String(offset).padStart(10, '0')} 00000 n \n`);
    }
    this.emit(ascii(`xref\n0 ${size}\n${entries.join('')}trailer\n<< /Size ${size} /Root ${CATALOG} 0 R /Info ${INFO} 0 R >>\nstartxref\n${xref}\n%%EOF\n`));
    return this.drain();
  }

  // --- layout -------------------------------------------------------------------------------------

  /** Makes room for `height` points below y (a new page when needed); `atLeast` keeps a heading with what follows. */
  private space(height: number, atLeast = 0): void {
    if (!this.content) this.openPage();
    else if (this.y - Math.max(height, atLeast) < CONTENT_BOTTOM) this.newPage();
  }

  private newPage(): void {
    if (this.content) this.closePage();
    this.openPage();
  }

  private openPage(): void {
    this.content = [];
    const first = this.pageIds.length === 0;
    this.y = this.pageHeight - MARGIN;
    if (first) {
      for (const line of wrapText(this.options.title, this.contentWidth, 16, 'bold', 3)) {
        this.text(line, MARGIN, this.y - 16, 16, 'bold');
        this.y -= 20;
      }
      if (this.options.subtitle) {
        for (const line of wrapText(this.options.subtitle, this.contentWidth, 9, 'regular', 6)) {
          this.text(line, MARGIN, this.y - 9, 9, 'regular');
          this.y -= 11.5;
        }
      }
      this.y -= 8;
    } else {
      const running = wrapText(this.options.title, this.contentWidth, 8, 'bold', 1)[0] ?? '';
      this.text(running, MARGIN, this.y - 8, 8, 'bold');
      this.y -= 16;
    }
  }

  private closePage(): void {
    const content = this.content;
    if (!content) return;
    const pageNumber = this.pageIds.length + 1;
    if (this.options.footer) this.text(this.options.footer, MARGIN, FOOTER_BASELINE, BODY_SIZE, 'regular');
    const label = `Page ${pageNumber} of `;
    const right = this.pageWidth - MARGIN;
    const x = right - textWidth(`${label}0000`, BODY_SIZE);
    this.text(label, x, FOOTER_BASELINE, BODY_SIZE, 'regular');
    content.push(`q 1 0 0 1 ${num(x + textWidth(label, BODY_SIZE))} ${FOOTER_BASELINE - 2} cm /Tp Do Q\n`);
    this.content = null;

    const contentId = this.nextObject++;
    const pageId = this.nextObject++;
    const data = deflateSync(Buffer.from(content.join(''), 'latin1'));
    this.object(contentId, Buffer.concat([ascii(`<< /Length ${data.length} /Filter /FlateDecode >>\nstream\n`), data, ascii('\nendstream')]));
    this.object(
      pageId,
      ascii(
        `<< /Type /Page /Parent ${PAGES} 0 R /MediaBox [0 0 ${this.pageWidth} ${this.pageHeight}] ` +
          `/Resources << /Font << /F1 ${FONT_REGULAR} 0 R /F2 ${FONT_BOLD} 0 R >> /XObject << /Tp ${TOTAL_PAGES} 0 R >> >> /Contents ${contentId} 0 R >>`,
      ),
    );
    this.pageIds.push(pageId);
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

  private headerHeight(): number {
    const table = this.table;
    if (!table) return 0;
    return this.cellsHeight(table.widths.map((width, i) => wrapText(table.columns[i]?.header ?? '', width - 2 * CELL_PAD_X, BODY_SIZE, 'bold', 3)));
  }

  private tableHeader(): void {
    const table = this.table;
    if (!table) return;
    const lines = table.widths.map((width, i) => wrapText(table.columns[i]?.header ?? '', width - 2 * CELL_PAD_X, BODY_SIZE, 'bold', 3));
    const height = this.cellsHeight(lines);
    this.rect(MARGIN, this.y - height, this.contentWidth, height, 0.9);
    this.cells(lines, table, 'bold');
    this.y -= height;
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
        this.text(line, left, this.y - CELL_PAD_Y - BODY_SIZE * 0.8 - n * LINE - 1, BODY_SIZE, style);
      });
      x += width;
    });
  }

  // --- drawing ------------------------------------------------------------------------------------

  private text(text: string, x: number, baseline: number, size: number, style: FontStyle): void {
    this.content?.push(`BT /${style === 'bold' ? 'F2' : 'F1'} ${size} Tf ${num(x)} ${num(baseline)} Td ${pdfLiteral(text)} Tj ET\n`);
  }

  private line(x1: number, y1: number, x2: number, y2: number, gray: number): void {
    this.content?.push(`q ${gray} G 0.5 w ${num(x1)} ${num(y1)} m ${num(x2)} ${num(y2)} l S Q\n`);
  }

  private rect(x: number, y: number, width: number, height: number, gray: number): void {
    this.content?.push(`q ${gray} g ${num(x)} ${num(y)} ${num(width)} ${num(height)} re f Q\n`);
  }

  // --- file structure -----------------------------------------------------------------------------

  private emit(bytes: Buffer): void {
    this.output.push(bytes);
    this.written += bytes.length;
  }

  private object(id: number, body: Buffer): void {
    this.offsets.set(id, this.written);
    this.emit(Buffer.concat([ascii(`${id} 0 obj\n`), body, ascii('\nendobj\n')]));
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
