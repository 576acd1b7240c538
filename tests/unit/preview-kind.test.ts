/** Which stored files preview in place (src/ui/records/preview-kind.ts): images and PDFs, never SVG. */
import { describe, expect, it } from 'vitest';
import { previewKindOf } from '../../src/ui/records/preview-kind';

describe('previewKindOf', () => {
  it('shows PDFs in a frame and raster images in an img', () => {
    expect(previewKindOf('application/pdf')).toBe('pdf');
    for (const type of ['image/png', 'image/jpeg', 'image/gif', 'image/webp']) expect(previewKindOf(type)).toBe('image');
  });

  it('leaves SVG, text, archives, drawings and unknown types to download', () => {
    for (const type of ['image/svg+xml', 'text/plain', 'text/html', 'application/zip', 'application/acad', 'image/vnd.dwg', 'image/bmp', '', null, undefined]) expect(previewKindOf(type)).toBeNull();
  });
});
