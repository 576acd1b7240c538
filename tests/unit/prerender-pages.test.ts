import { describe, expect, it } from 'vitest';
import { PRERENDERED_FILES } from '../../server/plugins/spa';
import { PRERENDERED_PAGES } from '../../scripts/vite-prerender';

describe('prerendered pages', () => {
  it('are the files the server sends for their paths', () => {
    expect(PRERENDERED_FILES).toEqual(Object.fromEntries(Object.entries(PRERENDERED_PAGES).map(([page, { file }]) => [page, file])));
  });
});
