export interface Size {
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

/** A rectangle in pixels of the rotated image's bounding box (react-easy-crop's croppedAreaPixels). */
export interface CropArea extends Point, Size {}

/**
 * How to draw the crop onto the output canvas, as one chain of canvas transforms:
 * `scale(scale) · translate(translate) · translate(center) · rotate(rotation)`, then
 * `drawImage(image, image.x, image.y, image.width, image.height)`.
 */
export interface CropDrawPlan {
  /** The output canvas: the crop box (230x305 by default), whole pixels. */
  canvas: Size;
  /** Output pixels per crop-area pixel, per axis. */
  scale: Point;
  /** Moves the crop area's top-left corner to the canvas origin. */
  translate: Point;
  /** The center of the rotated image's bounding box, where the rotation happens. */
  center: Point;
  /** Clockwise, in radians (canvas `rotate`). */
  rotation: number;
  /** Where the unrotated image is drawn, centered on the origin. */
  image: CropArea;
}

/** Rotation in degrees, brought into [0, 360). */
export function normalizeDegrees(degrees: number): number {
  const turned = degrees % 360;
  return turned < 0 ? turned + 360 : turned;
}

/** The bounding box of a `width` x `height` image rotated by `degrees` (react-easy-crop's rotateSize). */
export function rotatedBounds(size: Size, degrees: number): Size {
  const radians = (normalizeDegrees(degrees) * Math.PI) / 180;
  const cos = Math.abs(Math.cos(radians));
  const sin = Math.abs(Math.sin(radians));
  return { width: size.width * cos + size.height * sin, height: size.width * sin + size.height * cos };
}

function wholePixels(value: number): number {
  return Math.max(1, Math.round(Number.isFinite(value) ? value : 1));
}

/**
 * The crop output (SPEC §5: a 230x305 box by default): given the image's natural size, the crop
 * area in pixels of the rotated image and the rotation, the canvas size and the transforms that
 * draw exactly that area onto it. The canvas is the output size in whole pixels (at least 1x1),
 * whatever the zoom: zooming in uses fewer source pixels, never a bigger file.
 */
export function planCrop(input: { image: Size; area: CropArea; rotation: number; output: Size }): CropDrawPlan {
  const { image, area, rotation, output } = input;
  const canvas = { width: wholePixels(output.width), height: wholePixels(output.height) };
  const bounds = rotatedBounds(image, rotation);
  return {
    canvas,
    scale: { x: canvas.width / Math.max(area.width, 1e-9), y: canvas.height / Math.max(area.height, 1e-9) },
    translate: { x: -area.x, y: -area.y },
    center: { x: bounds.width / 2, y: bounds.height / 2 },
    rotation: (normalizeDegrees(rotation) * Math.PI) / 180,
    image: { x: -image.width / 2, y: -image.height / 2, width: image.width, height: image.height },
  };
}

/** Where a point of the rotated bounding box lands on the canvas (for tests and reasoning). */
export function boundsPointOnCanvas(plan: CropDrawPlan, point: Point): Point {
  return { x: (point.x + plan.translate.x) * plan.scale.x, y: (point.y + plan.translate.y) * plan.scale.y };
}

/** Where a point of the unrotated image (0,0 = its top-left) lands on the canvas. */
export function imagePointOnCanvas(plan: CropDrawPlan, point: Point): Point {
  const x = point.x + plan.image.x;
  const y = point.y + plan.image.y;
  const cos = Math.cos(plan.rotation);
  const sin = Math.sin(plan.rotation);
  const rotated = { x: x * cos - y * sin + plan.center.x, y: x * sin + y * cos + plan.center.y };
  return boundsPointOnCanvas(plan, rotated);
}

/** The cropped file: PNG stays PNG (transparency), everything else becomes JPEG. */
export function croppedFileType(sourceType: string, sourceName: string): 'image/png' | 'image/jpeg' {
  return sourceType === 'image/png' || /\.png$/i.test(sourceName) ? 'image/png' : 'image/jpeg';
}

/** The cropped file's name: the source's base name with the output type's extension. */
export function croppedFileName(sourceName: string, type: 'image/png' | 'image/jpeg'): string {
  const base = sourceName.replace(/\.[^./\\]*$/, '') || 'image';
  return `${base}.${type === 'image/png' ? 'png' : 'jpg'}`;
}
