/**
 * Reads back a PDF written by server/exports/pdf.ts, checking its structure as it goes: the header,
 * every cross-reference offset pointing at its object, the page tree, and each page's content stream
 * (its /Length exact, Flate-decoded). Answers the text drawn on each page, one string per text
 * operation, in drawing order. Tests of exports use it; it is no general PDF parser.
 */
import { inflateSync } from 'node:zlib';
import { fromWinAnsi } from '../../server/exports/pdf-text';

export interface ReadPdf {
  pageCount: number;
  /** Text operations of each page. */
  pages: string[][];
  /** What the page-total form XObject draws. */
  totalPages: string;
  /** Every page's text joined, pages in order. */
  text: string;
}

function fail(message: string): never {
  throw new Error(`invalid PDF: ${message}`);
}

/** The strings of `(…) Tj` operations, unescaped and decoded from WinAnsi. */
function textOperations(content: string): string[] {
  const found: string[] = [];
  for (const match of content.matchAll(/\(((?:\\.|[^\\)])*)\) Tj/gs)) {
    const raw = (match[1] ?? '').replace(/\\(.)/gs, '$1');
    found.push([...raw].map((char) => fromWinAnsi(char.charCodeAt(0))).join(''));
  }
  return found;
}

export function readPdf(bytes: Buffer): ReadPdf {
  const file = bytes.toString('latin1');
  if (!file.startsWith('%PDF-1.4\n')) fail('no %PDF-1.4 header');
  if (!file.endsWith('%%EOF\n')) fail('no %%EOF at the end');
  const start = /startxref\n(\d+)\n%%EOF\n$/.exec(file);
  if (!start) fail('no startxref');
  const xrefAt = Number(start[1]);
  const xrefHead = /^xref\n0 (\d+)\n/.exec(file.slice(xrefAt));
  if (!xrefHead) fail(`startxref ${xrefAt} does not point at the xref table`);
  const size = Number(xrefHead[1]);
  const entriesAt = xrefAt + xrefHead[0].length;
  const objects = new Map<number, string>();
  for (let id = 1; id < size; id += 1) {
    const entry = file.slice(entriesAt + id * 20, entriesAt + id * 20 + 20);
    if (!/^\d{10} 00000 n \n$/.test(entry)) fail(`xref entry ${id} is malformed: ${JSON.stringify(entry)}`);
    const offset = Number(entry.slice(0, 10));
    const head = `${id} 0 obj\n`;
    if (file.slice(offset, offset + head.length) !== head) fail(`xref offset of object ${id} (${offset}) does not point at it`);
    const end = file.indexOf('\nendobj\n', offset);
    if (end < 0) fail(`object ${id} has no endobj`);
    objects.set(id, file.slice(offset + head.length, end));
  }
  const trailer = /trailer\n<< \/Size (\d+) \/Root (\d+) 0 R/.exec(file.slice(xrefAt));
  if (!trailer || Number(trailer[1]) !== size) fail('trailer /Size differs from the xref');
  const catalog = objects.get(Number(trailer[2])) ?? fail('no catalog');
  const pagesId = Number(/\/Pages (\d+) 0 R/.exec(catalog)?.[1] ?? fail('catalog without /Pages'));
  const tree = objects.get(pagesId) ?? fail('no page tree');
  const kids = [...(/\/Kids \[([^\]]*)\]/.exec(tree)?.[1] ?? '').matchAll(/(\d+) 0 R/g)].map((m) => Number(m[1]));
  const count = Number(/\/Count (\d+)/.exec(tree)?.[1] ?? fail('page tree without /Count'));
  if (count !== kids.length) fail(`/Count ${count} but ${kids.length} kids`);

  const stream = (id: number): Buffer => {
    const body = objects.get(id) ?? fail(`no object ${id}`);
    const length = Number(/\/Length (\d+)/.exec(body)?.[1] ?? fail(`object ${id} without /Length`));
    const dataAt = body.indexOf('>>\nstream\n') + '>>\nstream\n'.length;
    if (body.slice(dataAt + length) !== '\nendstream') fail(`object ${id}: /Length ${length} does not end at endstream`);
    const data = Buffer.from(body.slice(dataAt, dataAt + length), 'latin1');
    return body.includes('/FlateDecode') ? inflateSync(data) : data;
  };

  const pages = kids.map((id) => {
    const page = objects.get(id) ?? fail(`no page ${id}`);
    if (!page.includes('/Type /Page ')) fail(`object ${id} is not a page`);
    const contents = Number(/\/Contents (\d+) 0 R/.exec(page)?.[1] ?? fail(`page ${id} without /Contents`));
    return textOperations(stream(contents).toString('latin1'));
  });
  const formId = Number(/\/Tp (\d+) 0 R/.exec(objects.get(kids[0] ?? 0) ?? '')?.[1] ?? 0);
  const totalPages = formId ? (textOperations(stream(formId).toString('latin1'))[0] ?? '') : '';
  return { pageCount: kids.length, pages, totalPages, text: pages.map((page) => page.join('\n')).join('\n') };
}
