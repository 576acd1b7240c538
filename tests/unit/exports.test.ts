// The export writers (server/exports): CSV per RFC 4180 and safe in spreadsheets; PDF read back by PDF.js with every row's text in it.
import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvChunks, csvField, csvLine, type CsvColumn } from '../../server/exports/csv';
import { PdfWriter, pdfTable, type PdfColumn } from '../../server/exports/pdf';
import { textRuns, textWidth, wrapText } from '../../server/exports/pdf-text';
import { parseCsv } from './csv-reader';
import { leadingCodes, readPdf } from './pdf-reader';

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
  it('keeps Latin, Greek and Cyrillic in DejaVu and hands CJK characters to the CJK font, run by run', () => {
    expect(textRuns('Łódź Budowa', 'regular')).toEqual([{ font: 'regular', text: 'Łódź Budowa' }]);
    expect(textRuns('Москва Αθήνα', 'bold')).toEqual([{ font: 'bold', text: 'Москва Αθήνα' }]);
    expect(textRuns('東京建設 (Tokyo)', 'regular')).toEqual([
      { font: 'cjk-regular', text: '東京建設 ' },
      { font: 'regular', text: '(Tokyo)' },
    ]);
    expect(textRuns('Müller 東京', 'bold')).toEqual([
      { font: 'bold', text: 'Müller ' },
      { font: 'cjk-bold', text: '東京' },
    ]);
  });

  it('measures with the fonts\' advance widths', () => {
    expect(textWidth('Hello', 10)).toBeGreaterThan(20);
    expect(textWidth('Hello', 20)).toBeCloseTo(2 * textWidth('Hello', 10));
    expect(textWidth('Hello', 10, 'bold')).toBeGreaterThan(textWidth('Hello', 10));
    // A full-width CJK character is one em wide.
    expect(textWidth('東', 10)).toBeCloseTo(10, 0);
  });

  it('wraps at spaces, breaks over-long words (and unspaced Japanese) and ends a cut cell with …', () => {
    const lines = wrapText('the quick brown fox jumps over the lazy dog', 60, 10);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(textWidth(line, 10)).toBeLessThanOrEqual(60);
    expect(lines.join(' ')).toBe('the quick brown fox jumps over the lazy dog');
    const broken = wrapText('x'.repeat(100), 50, 10);
    expect(broken.join('')).toBe('x'.repeat(100));
    const japanese = wrapText('東京建設株式会社の見積もり作業', 45, 10);
    expect(japanese.length).toBeGreaterThan(2);
    expect(japanese.join('')).toBe('東京建設株式会社の見積もり作業');
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

const NAMES = ['Łódź Budowa', 'Müller Straßenbau', '東京建設', 'Ünïcode – “quoted” \\ (paren)'];

function project(i: number): Project {
  return { code: `PRJ-${String(i).padStart(6, '0')}`, name: `Project ${i} ${NAMES[i % NAMES.length]}`, due: '11/26/2026', hours: i % 40 };
}

describe('PDF table', () => {
  it('reads back with PDF.js: page totals, headers on every page, every row with its Polish, German and Japanese names', async () => {
    const rows = Array.from({ length: 500 }, (_, i) => project(i + 1));
    const chunks = await collect(pdfTable({ title: 'Projects', subtitle: 'Filters: Customer: Łódź Budowa', footer: 'Generated 11/22/2026', columns: COLUMNS, rows }));
    expect(chunks.length).toBeGreaterThan(1);
    const pdf = await readPdf(Buffer.concat(chunks));
    expect(pdf.pageCount).toBeGreaterThan(5);
    expect(pdf.pages[0]?.slice(0, 2)).toEqual(['Projects', 'Filters: Customer: Łódź Budowa']);
    pdf.pages.forEach((page, i) => {
      expect(page).toContain('Project Code Project Name Due Date Hours');
      expect(page.at(-1)).toBe(`Generated 11/22/2026 Page ${i + 1} of ${pdf.pageCount}`);
    });
    expect(leadingCodes(pdf)).toEqual(rows.map((row) => row.code));
    for (const row of rows) expect(pdf.text).toContain(`${row.code} ${row.name} 11/26/2026 ${row.hours}`);
  });

  it('wraps a long cell within its row and keeps all its words', async () => {
    const long = `Long ${'estimating scope words '.repeat(12)}end`;
    const pdf = await readPdf(Buffer.concat(await collect(pdfTable({ title: 'Wrap', columns: COLUMNS, rows: [{ ...project(1), name: long }] }))));
    const words = pdf.text.split(/\s+/);
    expect(words.filter((word) => word === 'estimating')).toHaveLength(12);
    expect(words).toContain('end');
  });

  it('has one page saying so when there are no rows', async () => {
    const pdf = await readPdf(Buffer.concat(await collect(pdfTable({ title: 'Empty', columns: COLUMNS, rows: [], emptyText: 'No projects match these filters.' }))));
    expect(pdf.pageCount).toBe(1);
    expect(pdf.text).toContain('No projects match these filters.');
    expect(pdf.pages[0]?.at(-1)).toBe('Page 1 of 1');
  });

  it('streams 10,000 rows page by page, every row present', async () => {
    const rows = (function* () {
      for (let i = 1; i <= 10_000; i += 1) yield project(i);
    })();
    const chunks = await collect(pdfTable({ title: 'Big', columns: COLUMNS, rows }));
    // One chunk per 100 rows: pages leave while the rows still arrive.
    expect(chunks.length).toBeGreaterThan(90);
    const pdf = await readPdf(Buffer.concat(chunks));
    expect(leadingCodes(pdf)).toHaveLength(10_000);
    expect(pdf.pages.at(-1)?.at(-1)).toBe(`Page ${pdf.pageCount} of ${pdf.pageCount}`);
  }, 60_000);

  it('reads back every character exactly once a subset holds more than 100 glyphs (ids that are ( ) \\ or line ends)', async () => {
    const ascii = Array.from({ length: 94 }, (_, i) => String.fromCharCode(33 + i)).join('');
    const latin = 'ÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÑÒÓÔÕÖØÙÚÛÜÝßàáâãäåæçèéêëìíîïñòóôõöøùúûüýÿŁłŃńŚśŹźŻżĄąĘę';
    const lines = [ascii.slice(0, 47), ascii.slice(47), latin.slice(0, 40), latin.slice(40), 'ΑΒΓΔ αβγδ МОСКВА москва', 'あいうえお カタカナ 東京建設'];
    const pdf = new PdfWriter({ title: 'Glyphs', landscape: false });
    for (const line of lines) pdf.paragraph(line);
    const parsed = await readPdf(Buffer.concat([...pdf.drain(), ...pdf.finish()]));
    expect(parsed.pages[0]?.slice(1, 1 + lines.length)).toEqual(lines);
  });

  it('lays out headings, fields, paragraphs and several tables in one document', async () => {
    const pdf = new PdfWriter({ title: 'PRJ-000001 Denver Office Fit-out', landscape: false });
    pdf.heading('Details');
    pdf.fields([
      ['Customer', '東京建設'],
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
    const parsed = await readPdf(Buffer.concat([...pdf.drain(), ...pdf.finish()]));
    expect(parsed.pageCount).toBeGreaterThan(2);
    expect(parsed.text).toContain('Customer 東京建設');
    expect(parsed.text).toContain('Activity 119');
    expect(parsed.text).toContain('No RFIs');
    expect(parsed.pages.at(-1)).toContain('The end.');
    expect(parsed.pages[1]?.[0]).toBe('PRJ-000001 Denver Office Fit-out');
  });
});
