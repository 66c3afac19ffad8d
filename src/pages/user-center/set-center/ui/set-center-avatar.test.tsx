import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useEffect } from 'react';
import type { HTMLAttributes } from 'react';
import { $avatar } from '@/entities/session';
import { openAs, screen, userEvent, waitFor, within } from '@/app/test';
import { testImageFile } from '@/shared/lib/test';

// jsdom lays nothing out and decodes no images: the cropper reports a crop area at once, the
// canvas records nothing and encodes a small PNG. The dialog, the upload and the save are real.
// The area is one object: the dialog stores it on every report, and an equal new one would loop.
const AREA = { x: 0, y: 0, width: 460, height: 610 };
vi.mock('react-easy-crop', () => ({
  default: function FakeCropper(props: {
    onCropComplete?: (area: object, pixels: object) => void;
    cropperProps?: HTMLAttributes<HTMLDivElement>;
  }) {
    const { onCropComplete } = props;
    useEffect(() => onCropComplete?.(AREA, AREA), [onCropComplete]);
    return <div {...props.cropperProps} tabIndex={0} />;
  },
}));

const originals = {
  createObjectURL: URL.createObjectURL,
  revokeObjectURL: URL.revokeObjectURL,
  getContext: HTMLCanvasElement.prototype.getContext,
  toBlob: HTMLCanvasElement.prototype.toBlob,
  src: Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'src'),
};

beforeEach(() => {
  Object.assign(URL, { createObjectURL: () => 'blob:avatar/1', revokeObjectURL: () => undefined });
  Object.defineProperty(HTMLImageElement.prototype, 'src', {
    configurable: true,
    get() {
      return originals.src?.get?.call(this) as string;
    },
    set(value: string) {
      originals.src?.set?.call(this, value);
      if (value.startsWith('blob:')) queueMicrotask(() => this.dispatchEvent(new Event('load')));
    },
  });
  vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(920);
  vi.spyOn(HTMLImageElement.prototype, 'naturalHeight', 'get').mockReturnValue(1220);
  const noop = () => undefined;
  HTMLCanvasElement.prototype.getContext = (() => ({
    fillRect: noop,
    scale: noop,
    translate: noop,
    rotate: noop,
    drawImage: noop,
  })) as unknown as typeof HTMLCanvasElement.prototype.getContext;
  HTMLCanvasElement.prototype.toBlob = function toBlob(callback: BlobCallback, type?: string) {
    callback(new Blob([new Uint8Array(64)], { type }));
  };
});
afterEach(() => {
  Object.assign(URL, { createObjectURL: originals.createObjectURL, revokeObjectURL: originals.revokeObjectURL });
  HTMLCanvasElement.prototype.getContext = originals.getContext;
  HTMLCanvasElement.prototype.toBlob = originals.toBlob;
  if (originals.src) Object.defineProperty(HTMLImageElement.prototype, 'src', originals.src);
});

describe('/setCenter avatar', () => {
  it('crops a new avatar in the dialog, uploads it, and saves it with the profile', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await openAs('individual', '/setCenter');
    const form = await screen.findByRole('form', { name: '基本资料' });
    const before = $avatar.getState();
    const input = within(form).getByRole('group', { name: '更换头像' }).querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, testImageFile('头像.png'));
    await screen.findByRole('dialog', { name: '裁剪图片' });
    await user.click(screen.getByRole('button', { name: '确定并上传' }));
    expect(await within(form).findByRole('img', { name: '当前图片' })).toBeVisible();

    await user.click(within(form).getByRole('button', { name: '保存资料' }));
    await waitFor(() => expect($avatar.getState()).not.toBe(before));
    expect($avatar.getState()).toMatch(/^\/common\/imageView\/\d+/);
    // Saved: the chosen image is now the current avatar, and the chooser is empty again.
    await waitFor(() => expect(within(form).queryByRole('img', { name: '当前图片' })).not.toBeInTheDocument());
  });
});
