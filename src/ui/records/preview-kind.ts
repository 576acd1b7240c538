/** Which stored files show in place (FilePreview), by the type the server stored. */
export type PreviewKind = 'image' | 'pdf';

/** The raster images the server accepts (server/records/files.ts); SVG and the rest download. */
const IMAGES: ReadonlySet<string> = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

/** How a file of this type shows in place, or null when it only downloads. */
export function previewKindOf(mimeType: string | null | undefined): PreviewKind | null {
  if (mimeType === 'application/pdf') return 'pdf';
  return mimeType && IMAGES.has(mimeType) ? 'image' : null;
}
