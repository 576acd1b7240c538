// The export writers (server/exports): CSV per RFC 4180 and safe in spreadsheets; PDF structurally valid with every row's text in it.
import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvChunks, csvField, csvLine, type CsvColumn } from '../../server/exports/csv';
import { PdfWriter, pdfTable, type PdfColumn } from '../../server/exports/pdf';
import { encodeWinAnsi, fromWinAnsi, textWidth, wrapText } from '../../server/exports/pdf-text';
import { parseCsv } from './csv-reader';
import { readPdf } from './pdf-reader';

async function collect<T>(chunks: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const chunk of chunks) all.push(chunk);
  return all;
}

describe('CSV', () => {
  it('quotes only what needs it and doubles quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a, b')).toBe('"a, b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\rhere')).toBe('"cr\rhere"');
    expect(csvField('')).toBe('');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvLine(['a', 'b,c', 3])).toBe('a,"b,c",3\r\n');
  });

  it('neutralises text a spreadsheet would run as a formula', () => {
    expect(csvField('=SUM(A1:A9)')).toBe("'=SUM(A1:A9)");
    expect(csvField('+1 555')).toBe("'+1 555");
    expect(csvField('-2')).toBe("'-2");
    expect(csvField('@cmd')).toBe("'@cmd");
    expect(csvField('\tTab')).toBe("'\tTab");
    expect(csvField('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    // Numbers are data, not text someone typed.
    expect(csvField(-2)).toBe('-2');
    expect(csvField(Number.NaN)).toBe('');
    expect(csvField('a=b')).toBe('a=b');
  });

  it('streams a BOM, the header and every row, and parses back to the values', async () => {
    interface Item {
      name: string;
      n: number;
    }
    const columns: CsvColumn<Item>[] = [
      { header: 'Name', value: (row) => row.name },
      { header: 'Count', value: (row) => row.n },
    ];
    async function* rows(): AsyncGenerator<Item> {
      for (let i = 0; i < 5000; i += 1) yield { name: i % 7 === 0 ? `Row "${i}", with\nbreak` : `Row ${i} — café`, n: i };
    }
    const chunks = await collect(csvChunks(columns, rows()));
    expect(chunks.length).toBeGreaterThan(1);
    const text = chunks.join('');
    expect(text.startsWith(CSV_BOM)).toBe(true);
    const parsed = parseCsv(text.slice(CSV_BOM.length));
    expect(parsed[0]).toEqual(['Name', 'Count']);
    expect(parsed).toHaveLength(5001);
    expect(parsed[1]).toEqual(['Row "0", with\nbreak', '0']);
    expect(parsed[2]).toEqual(['Row 1 — café', '1']);
    expect(parsed[5000]).toEqual(['Row 4999 — café', '4999']);
  });

  it('writes the header alone for no rows', async () => {
    const text = (await collect(csvChunks([{ header: 'A', value: () => 'x' }], []))).join('');
    expect(text).toBe(`${CSV_BOM}A\r\n`);
  });
});

describe('PDF text', () => {
  it('encodes WinAnsi and falls back to plain letters', () => {
    expect(encodeWinAnsi('Aé€–…')).toEqual([0x41, 0xe9, 0x80, 0x96, 0x85]);
    expect(encodeWinAnsi('Łódź')).toEqual([...'Lodz'].map((c) => c.charCodeAt(0)).map((code, i) => (i === 1 ? 0xf3 : code)));
    expect(encodeWinAnsi('日')).toEqual([0x3f]);
    expect(encodeWinAnsi('a → b')).toEqual([...'a -> b'].map((c) => c.charCodeAt(0)));
    expect(fromWinAnsi(0x80)).toBe('€');
  });

  it('measures with the Helvetica widths', () => {
    expect(textWidth('Hello', 10)).toBeCloseTo(((722 + 556 + 222 + 222 + 556) * 10) / 1000);
    expect(textWidth('Hello', 10, 'bold')).toBeGreaterThan(textWidth('Hello', 10));
  });

  it('wraps at spaces, breaks over-long words and ends a cut cell with …', () => {
    const lines = wrapText('the quick brown fox jumps over the lazy dog', 60, 10);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(textWidth(line, 10)).toBeLessThanOrEqual(60);
    expect(lines.join(' ')).toBe('the quick brown fox jumps over the lazy dog');
    const broken = wrapText('x'.repeat(100), 50, 10);
    expect(broken.join('')).toBe('x'.repeat(100));
    const cut = wrapText('word '.repeat(100), 50, 10, 'regular', 2);
    expect(cut).toHaveLength(2);
    expect(cut[1]?.endsWith('…')).toBe(true);
    expect(wrapText('one\ntwo', 500, 10)).toEqual(['one', 'two']);
  });
});

interface Project {
  code: string;
  name: string;
  due: string;
  hours: number;
}

const COLUMNS: PdfColumn<Project>[] = [
  { header: 'Project Code', width: 1, value: (row) => row.code },
  { header: 'Project Name', width: 3, value: (row) => row.name },
  { header: 'Due Date', width: 1, value: (row) => row.due },
  { header: 'Hours', width: 1, align: 'right', value: (row) => row.hours },
];

function project(i: number): Project {
  return { code: `PRJ-${String(i).padStart(6, '0')}`, name: `Project (${i}) \\ Ünïcode – “quoted”`, due: '11/26/2026', hours: i % 40 };
}

describe('PDF table', () => {
  it('is a valid PDF: xref offsets, page tree and counts, headers on every page, every row present', async () => {
    const rows = Array.from({ length: 500 }, (_, i) => project(i + 1));
    const chunks = await collect(pdfTable({ title: 'Projects', subtitle: 'Filters: Status: In Progress', footer: 'Generated 11/22/2026', columns: COLUMNS, rows }));
    expect(chunks.length).toBeGreaterThan(1);
    const pdf = readPdf(Buffer.concat(chunks));
    expect(pdf.pageCount).toBeGreaterThan(5);
    expect(pdf.totalPages).toBe(String(pdf.pageCount));
    expect(pdf.pages[0]?.slice(0, 2)).toEqual(['Projects', 'Filters: Status: In Progress']);
    pdf.pages.forEach((page, i) => {
      expect(page).toContain('Project Code');
      expect(page).toContain('Hours');
      expect(page).toContain(`Page ${i + 1} of `);
      expect(page).toContain('Generated 11/22/2026');
    });
    const all = pdf.pages.flat();
    for (const row of rows) {
      expect(all).toContain(row.code);
      expect(all).toContain(row.name);
    }
  });

  it('wraps a long cell within its row and keeps all its words', async () => {
    const long = `Long ${'estimating scope words '.repeat(12)}end`;
    const pdf = readPdf(Buffer.concat(await collect(pdfTable({ title: 'Wrap', columns: COLUMNS, rows: [{ ...project(1), name: long }] }))));
    const words = pdf.pages.flat().join(' ').split(/\s+/);
    expect(words.filter((word) => word === 'estimating')).toHaveLength(12);
    expect(words).toContain('end');
  });

  it('has one page saying so when there are no rows', async () => {
    const pdf = readPdf(Buffer.concat(await collect(pdfTable({ title: 'Empty', columns: COLUMNS, rows: [], emptyText: 'No projects match these filters.' }))));
    expect(pdf.pageCount).toBe(1);
    expect(pdf.text).toContain('No projects match these filters.');
  });

  it('writes 10,000 rows quickly', async () => {
    const started = performance.now();
    const rows = (function* () {
      for (let i = 1; i <= 10_000; i += 1) yield project(i);
    })();
    const bytes = Buffer.concat(await collect(pdfTable({ title: 'Big', columns: COLUMNS, rows })));
    const elapsed = performance.now() - started;
    const pdf = readPdf(bytes);
    expect(pdf.pages.flat().filter((text) => text.startsWith('PRJ-'))).toHaveLength(10_000);
    expect(elapsed).toBeLessThan(5000);
  });

  it('lays out headings, fields, paragraphs and several tables in one document', () => {
    const pdf = new PdfWriter({ title: 'PRJ-000001 Denver Office Fit-out', landscape: false });
    pdf.heading('Details');
    pdf.fields([
      ['Customer', 'Summit Builders'],
      ['Scope of Work', 'A long scope. '.repeat(60)],
    ]);
    pdf.heading('Activities');
    pdf.startTable([
      { header: 'When', width: 1 },
      { header: 'What', width: 3 },
    ]);
    for (let i = 0; i < 120; i += 1) pdf.row([`11/${String((i % 28) + 1).padStart(2, '0')}/2026`, `Activity ${i}`]);
    pdf.endTable();
    pdf.heading('RFIs');
    pdf.startTable([{ header: 'Question', width: 1 }]);
    pdf.endTable('No RFIs');
    pdf.paragraph('The end.');
    const parsed = readPdf(Buffer.concat([...pdf.drain(), ...pdf.finish()]));
    expect(parsed.pageCount).toBeGreaterThan(2);
    expect(parsed.text).toContain('Summit Builders');
    expect(parsed.text).toContain('Activity 119');
    expect(parsed.text).toContain('No RFIs');
    expect(parsed.pages.at(-1)).toContain('The end.');
    expect(parsed.pages[1]?.[0]).toBe('PRJ-000001 Denver Office Fit-out');
  });
});
