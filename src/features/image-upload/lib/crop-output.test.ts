import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CROP_BOX } from '@/shared/config';
import {
  boundsPointOnCanvas,
  croppedFileName,
  croppedFileType,
  imagePointOnCanvas,
  normalizeDegrees,
  planCrop,
  rotatedBounds,
} from './crop-output';

const close = (a: number, b: number, tolerance = 1e-6) => Math.abs(a - b) <= tolerance * Math.max(1, Math.abs(a), Math.abs(b));

const imageSize = fc.record({ width: fc.integer({ min: 1, max: 8000 }), height: fc.integer({ min: 1, max: 8000 }) });
const outputSize = fc.record({ width: fc.integer({ min: 1, max: 2000 }), height: fc.integer({ min: 1, max: 2000 }) });
const rotation = fc.integer({ min: -720, max: 720 });

describe('planCrop', () => {
  it('draws a 230x305 canvas by default box, whatever the area, zoom and rotation', () => {
    const plan = planCrop({
      image: { width: 1200, height: 800 },
      area: { x: 310.4, y: 12, width: 460, height: 610 },
      rotation: 90,
      output: CROP_BOX,
    });
    expect(plan.canvas).toEqual({ width: 230, height: 305 });
  });

  it('the canvas is the output size in whole pixels for any input', () => {
    fc.assert(
      fc.property(imageSize, outputSize, rotation, fc.double({ min: 0.1, max: 5000, noNaN: true }), (image, output, degrees, side) => {
        const plan = planCrop({ image, area: { x: 0, y: 0, width: side, height: side * 1.3 }, rotation: degrees, output });
        expect(plan.canvas).toEqual(output);
      }),
    );
  });

  it('maps the crop area exactly onto the canvas: its corners land on the canvas corners', () => {
    const area = fc.record({
      x: fc.double({ min: 0, max: 4000, noNaN: true }),
      y: fc.double({ min: 0, max: 4000, noNaN: true }),
      width: fc.double({ min: 1, max: 4000, noNaN: true }),
      height: fc.double({ min: 1, max: 4000, noNaN: true }),
    });
    fc.assert(
      fc.property(imageSize, area, rotation, outputSize, (image, a, degrees, output) => {
        const plan = planCrop({ image, area: a, rotation: degrees, output });
        const topLeft = boundsPointOnCanvas(plan, { x: a.x, y: a.y });
        const bottomRight = boundsPointOnCanvas(plan, { x: a.x + a.width, y: a.y + a.height });
        expect(close(topLeft.x, 0) && close(topLeft.y, 0)).toBe(true);
        expect(close(bottomRight.x, output.width) && close(bottomRight.y, output.height)).toBe(true);
      }),
    );
  });

  it('keeps the rotated image inside its bounding box: the image center is the box center', () => {
    fc.assert(
      fc.property(imageSize, rotation, (image, degrees) => {
        const bounds = rotatedBounds(image, degrees);
        const plan = planCrop({ image, area: { x: 0, y: 0, ...bounds }, rotation: degrees, output: bounds });
        const center = imagePointOnCanvas(plan, { x: image.width / 2, y: image.height / 2 });
        expect(close(center.x, plan.canvas.width / 2)).toBe(true);
        expect(close(center.y, plan.canvas.height / 2)).toBe(true);
      }),
    );
  });

  it('without rotation, crops the image rectangle itself', () => {
    const plan = planCrop({
      image: { width: 1000, height: 1000 },
      area: { x: 100, y: 200, width: 460, height: 610 },
      rotation: 0,
      output: CROP_BOX,
    });
    expect(imagePointOnCanvas(plan, { x: 100, y: 200 })).toEqual({ x: 0, y: 0 });
    const corner = imagePointOnCanvas(plan, { x: 560, y: 810 });
    expect(corner.x).toBeCloseTo(230);
    expect(corner.y).toBeCloseTo(305);
    expect(plan.scale).toEqual({ x: 0.5, y: 0.5 });
  });

  it('a quarter turn puts the image’s bottom-left corner at the bounding box’s top-left', () => {
    const plan = planCrop({
      image: { width: 400, height: 300 },
      area: { x: 0, y: 0, width: 300, height: 400 },
      rotation: 90,
      output: { width: 300, height: 400 },
    });
    const p = imagePointOnCanvas(plan, { x: 0, y: 300 });
    expect(p.x).toBeCloseTo(0);
    expect(p.y).toBeCloseTo(0);
  });
});

describe('helpers', () => {
  it('normalizes degrees and swaps the bounds on quarter turns', () => {
    expect(normalizeDegrees(-90)).toBe(270);
    expect(normalizeDegrees(450)).toBe(90);
    const bounds = rotatedBounds({ width: 400, height: 300 }, 90);
    expect(bounds.width).toBeCloseTo(300);
    expect(bounds.height).toBeCloseTo(400);
  });

  it('keeps PNG as PNG and turns the rest into JPEG, renaming accordingly', () => {
    expect(croppedFileType('image/png', 'a.png')).toBe('image/png');
    expect(croppedFileType('', '头像.PNG')).toBe('image/png');
    expect(croppedFileType('image/jpeg', 'a.jpeg')).toBe('image/jpeg');
    expect(croppedFileName('头像.jpeg', 'image/jpeg')).toBe('头像.jpg');
    expect(croppedFileName('photo.v2.PNG', 'image/png')).toBe('photo.v2.png');
    expect(croppedFileName('.png', 'image/png')).toBe('image.png');
  });
});
