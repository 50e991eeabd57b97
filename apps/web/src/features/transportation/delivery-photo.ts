import { DELIVERY_PHOTO_TARGET } from '@godown/shared';

/** The size a photo is drawn at: its longest side at most `maxSide`, never enlarged. */
export function fittedSize(
  width: number,
  height: number,
  maxSide: number,
): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * A camera photo made small enough for a weak network: drawn on a canvas at most
 * DELIVERY_PHOTO_TARGET.maxSide pixels on its longest side and saved as JPEG (a phone's 4 MB photo
 * becomes about 150-300 KB). The browser's own decoder and canvas do the work; createImageBitmap
 * applies the photo's EXIF orientation. Falls back to the file itself where the browser cannot.
 */
export async function resizePhoto(file: Blob): Promise<Blob> {
  if (typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file; // not an image the browser can read: the server will say so
  }
  const { width, height } = fittedSize(bitmap.width, bitmap.height, DELIVERY_PHOTO_TARGET.maxSide);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return file;
  // JPEG has no transparency: a transparent part of the photo would turn black, so paint it white.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, DELIVERY_PHOTO_TARGET.type, DELIVERY_PHOTO_TARGET.quality),
  );
  return blob && blob.size < file.size ? blob : file;
}
