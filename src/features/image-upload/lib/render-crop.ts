import type { CropArea, Size } from './crop-output';
import { planCrop } from './crop-output';

/** The image behind an object URL, decoded. */
export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The image could not be decoded'));
    image.src = src;
  });
}

/**
 * Draws the crop of the image at `src` onto a canvas of the output size (see `planCrop`) and
 * encodes it. JPEG has no transparency, so its background is white rather than black.
 */
export async function renderCrop(
  src: string,
  area: CropArea,
  rotation: number,
  output: Size,
  type: 'image/png' | 'image/jpeg',
): Promise<{ blob: Blob; size: Size }> {
  const image = await loadImage(src);
  const plan = planCrop({ image: { width: image.naturalWidth, height: image.naturalHeight }, area, rotation, output });
  const canvas = document.createElement('canvas');
  canvas.width = plan.canvas.width;
  canvas.height = plan.canvas.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  if (type === 'image/jpeg') {
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
  }
  context.imageSmoothingQuality = 'high';
  context.scale(plan.scale.x, plan.scale.y);
  context.translate(plan.translate.x, plan.translate.y);
  context.translate(plan.center.x, plan.center.y);
  context.rotate(plan.rotation);
  context.drawImage(image, plan.image.x, plan.image.y, plan.image.width, plan.image.height);
  const blob = await new Promise<Blob>((resolve, reject) => {
    canvas.toBlob((result) => (result ? resolve(result) : reject(new Error('The canvas could not be encoded'))), type, 0.92);
  });
  return { blob, size: plan.canvas };
}
