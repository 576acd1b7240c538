/**
 * The README and docs/ stay navigable: every relative Markdown link points at a file or folder that
 * exists, an `#anchor` into a Markdown file names one of its headings (GitHub's slugs), and the README
 * stays a two-minute read (at most 150 lines of at most 120 characters).
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return markdownFiles(full);
    return name.endsWith('.md') ? [full] : [];
  });
}

/** The text outside fenced code blocks and inline code, where links and headings count. */
function prose(text: string): string {
  return text.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
}

/** GitHub's heading anchor: lower case, punctuation dropped, spaces to hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(file: string): Set<string> {
  const headings = prose(readFileSync(file, 'utf8')).match(/^#{1,6} .+$/gm) ?? [];
  return new Set(headings.map((line) => slug(line.replace(/^#+ /, ''))));
}

const files = [path.join(ROOT, 'README.md'), ...markdownFiles(path.join(ROOT, 'docs')), ...markdownFiles(path.join(ROOT, 'bench', 'results'))];

describe('documentation links', () => {
  it('finds the documents', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it.each(files.map((file) => [path.relative(ROOT, file), file]))('%s: every relative link resolves', (_name, file) => {
    const broken: string[] = [];
    for (const [, target = ''] of prose(readFileSync(file, 'utf8')).matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/i.test(target)) continue;
      const [pathPart = '', anchor] = target.split('#');
      const resolved = pathPart === '' ? file : path.resolve(path.dirname(file), decodeURI(pathPart));
      if (!existsSync(resolved)) broken.push(`${target} (no such file)`);
      else if (anchor && resolved.endsWith('.md') && !anchorsOf(resolved).has(anchor)) broken.push(`${target} (no such heading)`);
    }
    expect(broken).toEqual([]);
  });

  it('keeps the README short: at most 150 lines of at most 120 characters', () => {
    const lines = readFileSync(path.join(ROOT, 'README.md'), 'utf8').trimEnd().split('\n');
    expect(lines.length).toBeLessThanOrEqual(150);
    expect(lines.filter((line) => [...line].length > 120)).toEqual([]);
  });
});
