import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { useEffect, useState } from 'react';
import type { HTMLAttributes } from 'react';
import { server } from '@mocks/node';
import { loggedIn, requestToken, sessionCleared } from '@/entities/session';
import { configureHttp } from '@/shared/api';
import type { NotifyLevel } from '@/shared/api';
import type { UploadedFile } from '@/shared/api/generated/model';
import { renderWithProviders, testImageFile } from '@/shared/lib/test';
import { ImageUpload } from './image-upload';
import type { ImageUploadProps } from './image-upload';
import { onApi } from '@mocks/lib/on-api';

/** What react-easy-crop reports once the image is laid out: an area of the rotated image, in pixels. */
const AREA = { x: 200, y: 100, width: 460, height: 610 };

// jsdom lays nothing out and loads no images, so the cropper is replaced by one that reports
// AREA at once and shows what it was given; everything around it is the real thing.
vi.mock('react-easy-crop', () => ({
  default: function FakeCropper(props: {
    zoom: number;
    rotation: number;
    cropSize?: { width: number; height: number };
    onCropComplete?: (area: typeof AREA, pixels: typeof AREA) => void;
    cropperProps?: HTMLAttributes<HTMLDivElement>;
  }) {
    const { onCropComplete } = props;
    useEffect(() => onCropComplete?.(AREA, AREA), [onCropComplete]);
    return (
      <div
        {...props.cropperProps}
        data-zoom={props.zoom}
        data-rotation={props.rotation}
        data-crop-size={`${props.cropSize?.width}x${props.cropSize?.height}`}
        tabIndex={0}
      />
    );
  },
}));

const MB = 1024 * 1024;
let toasts: Array<[NotifyLevel, string]> = [];
let restoreNotifier = () => {};
let drawn: Array<{ width: number; height: number; type: string; calls: Array<[string, number[]]> }> = [];
let revoked: string[] = [];
const originals = {
  createObjectURL: URL.createObjectURL,
  revokeObjectURL: URL.revokeObjectURL,
  getContext: HTMLCanvasElement.prototype.getContext,
  toBlob: HTMLCanvasElement.prototype.toBlob,
  src: Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'src'),
};

beforeEach(() => {
  toasts = [];
  drawn = [];
  revoked = [];
  restoreNotifier = configureHttp({ token: requestToken, notify: (level, message) => toasts.push([level, message]) });
  loggedIn({ token: 'tok-img', userType: 'website', agentType: null, agentMenusConfig: [], avatar: '', mobile: '', resetPassword: false });
  let urls = 0;
  Object.assign(URL, {
    createObjectURL: () => `blob:image/${(urls += 1)}`,
    revokeObjectURL: (url: string) => revoked.push(url),
  });
  // An image "decodes" as 1200x800 as soon as it gets a source.
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
  vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(1200);
  vi.spyOn(HTMLImageElement.prototype, 'naturalHeight', 'get').mockReturnValue(800);
  // jsdom has no canvas: a recording 2D context, and toBlob that reports the canvas size.
  HTMLCanvasElement.prototype.getContext = function getContext(this: HTMLCanvasElement) {
    const calls: Array<[string, number[]]> = [];
    const record =
      (name: string) =>
      (...args: unknown[]) =>
        calls.push([name, args.filter((a): a is number => typeof a === 'number')]);
    (this as HTMLCanvasElement & { calls?: typeof calls }).calls = calls;
    return {
      fillRect: record('fillRect'),
      scale: record('scale'),
      translate: record('translate'),
      rotate: record('rotate'),
      drawImage: record('drawImage'),
    };
  } as unknown as typeof HTMLCanvasElement.prototype.getContext;
  HTMLCanvasElement.prototype.toBlob = function toBlob(this: HTMLCanvasElement, callback: BlobCallback, type?: string) {
    drawn.push({
      width: this.width,
      height: this.height,
      type: type ?? '',
      calls: (this as HTMLCanvasElement & { calls: Array<[string, number[]]> }).calls,
    });
    callback(new Blob([new Uint8Array(64)], { type }));
  };
});

afterEach(() => {
  restoreNotifier();
  sessionCleared();
  Object.assign(URL, { createObjectURL: originals.createObjectURL, revokeObjectURL: originals.revokeObjectURL });
  HTMLCanvasElement.prototype.getContext = originals.getContext;
  HTMLCanvasElement.prototype.toBlob = originals.toBlob;
  if (originals.src) Object.defineProperty(HTMLImageElement.prototype, 'src', originals.src);
  vi.restoreAllMocks();
});

const STORED: UploadedFile = {
  id: 'img-1',
  fileName: 'crop-1.png',
  originalFilename: '头像.png',
  filePath: '/profile/upload/crop-1.png',
  filePreview: '/common/imageView/crop-1.png',
};

function interceptUpload(answer: () => Response = () => HttpResponse.json({ code: 200, msg: '操作成功', data: STORED })) {
  const forms: Array<Record<string, string>> = [];
  server.use(
    onApi('ossUpload', async ({ request }) => {
      const record: Record<string, string> = {};
      (await request.formData()).forEach((value, key) => {
        record[key] = typeof value === 'string' ? value : 'file';
      });
      forms.push(record);
      return answer();
    }),
  );
  return forms;
}

function Host(props: Partial<ImageUploadProps> & { onPicked?: (file: UploadedFile | null) => void }) {
  const { onPicked, ...rest } = props;
  const [value, setValue] = useState<UploadedFile | null>(null);
  return (
    <ImageUpload
      value={value}
      onChange={(file) => {
        setValue(file);
        onPicked?.(file);
      }}
      {...rest}
    />
  );
}

function renderImageUpload(props: Parameters<typeof Host>[0] = {}) {
  const onPicked = vi.fn();
  const view = renderWithProviders(<Host onPicked={onPicked} {...props} />);
  const input = view.container.querySelector('input[type="file"]') as HTMLInputElement;
  return { ...view, input, onPicked };
}

const image = (name = '头像.png', size = 2048, type = 'image/png') =>
  // An empty file stays empty (SPEC's 'size cannot be empty'); any other is a readable image.
  size === 0 ? new File([], name, { type }) : testImageFile(name, { type: type === 'image/jpeg' ? 'image/jpeg' : 'image/png', size });
const picker = () => userEvent.setup({ applyAccept: false });

describe('ImageUpload', () => {
  it('crops to a 230x305 canvas, uploads it through /oss/upload and previews the stored image', async () => {
    const forms = interceptUpload();
    const user = picker();
    const view = renderImageUpload();
    expect(view.input.accept).toBe('.png,.jpg,.jpeg');
    await user.upload(view.input, image());

    const dialog = await screen.findByRole('dialog', { name: '裁剪图片' });
    expect(screen.getByRole('group', { name: '裁剪区域' }).dataset.cropSize).toBe('230x305');
    await user.click(screen.getByRole('button', { name: '确定并上传' }));

    await waitFor(() => expect(view.onPicked).toHaveBeenCalledWith(STORED));
    expect(drawn).toHaveLength(1);
    expect(drawn[0]).toMatchObject({ width: 230, height: 305, type: 'image/png' });
    expect(forms).toHaveLength(1);
    expect(Object.keys(forms[0] ?? {}).sort()).toEqual(['file', 'newNumber', 'random']);
    expect(screen.getByRole('img', { name: '当前图片' }).getAttribute('src')).toBe('/api/common/imageView/crop-1.png');
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(revoked).toEqual(['blob:image/1']);
    expect(toasts).toEqual([]);
  });

  it('uses a configured crop box, and turns a JPEG crop into a JPEG of that size', async () => {
    interceptUpload();
    const user = picker();
    renderImageUpload({ cropBox: { width: 120, height: 160 } });
    await user.upload(document.querySelector('input[type="file"]') as HTMLInputElement, image('photo.JPG', 1000, 'image/jpeg'));
    await user.click(await screen.findByRole('button', { name: '确定并上传' }));
    await waitFor(() => expect(drawn).toHaveLength(1));
    expect(drawn[0]).toMatchObject({ width: 120, height: 160, type: 'image/jpeg' });
  });

  it('zoom and rotate work from buttons and from the labelled sliders', async () => {
    interceptUpload();
    const user = picker();
    const view = renderImageUpload();
    await user.upload(view.input, image());
    const area = await screen.findByRole('group', { name: '裁剪区域' });
    const zoom = screen.getByLabelText('缩放') as HTMLInputElement;
    const rotation = screen.getByLabelText('旋转角度') as HTMLInputElement;
    expect(zoom.type).toBe('range');

    await user.click(screen.getByRole('button', { name: '放大' }));
    await user.click(screen.getByRole('button', { name: '放大' }));
    expect(zoom.value).toBe('1.2');
    expect(area.dataset.zoom).toBe('1.2');
    fireEvent.change(zoom, { target: { value: '2.5' } });
    expect(area.dataset.zoom).toBe('2.5');

    await user.click(screen.getByRole('button', { name: '向右旋转 90 度' }));
    expect(rotation.value).toBe('90');
    await user.click(screen.getByRole('button', { name: '向左旋转 90 度' }));
    await user.click(screen.getByRole('button', { name: '向左旋转 90 度' }));
    expect(rotation.value).toBe('-90');
    expect(rotation.getAttribute('aria-valuetext')).toBe('-90 度');
    fireEvent.change(rotation, { target: { value: '30' } });
    expect(area.dataset.rotation).toBe('30');

    // Keyboard: the controls are native buttons and range inputs.
    screen.getByRole('button', { name: '缩小' }).focus();
    await user.keyboard('{Enter}');
    expect(area.dataset.zoom).toBe('2.4');

    await user.click(screen.getByRole('button', { name: '确定并上传' }));
    await waitFor(() => expect(drawn).toHaveLength(1));
    const rotate = drawn[0]?.calls.find(([name]) => name === 'rotate');
    expect(rotate?.[1][0]).toBeCloseTo(Math.PI / 6);
  });

  it('cancel closes the dialog, uploads nothing and frees the image', async () => {
    const forms = interceptUpload();
    const user = picker();
    const view = renderImageUpload();
    await user.upload(view.input, image());
    await user.click(await screen.findByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(forms).toEqual([]);
    expect(revoked).toEqual(['blob:image/1']);
  });

  it('refuses a wrong format, an empty image and one over 5 MB with SPEC’s texts', async () => {
    const user = picker();
    const view = renderImageUpload();
    await user.upload(view.input, image('anim.gif', 10, 'image/gif'));
    expect((await screen.findByRole('alert')).textContent).toBe('文件格式不正确, 请上传png/jpg/jpeg格式文件!');
    await user.upload(view.input, image('empty.png', 0));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('size cannot be empty'));
    await user.upload(view.input, image('big.jpeg', 5 * MB + 1, 'image/jpeg'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('上传头像图片大小不能超过 5 MB!'));
    expect(toasts.map(([, m]) => m)).toEqual([
      '文件格式不正确, 请上传png/jpg/jpeg格式文件!',
      'size cannot be empty',
      '上传头像图片大小不能超过 5 MB!',
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('refuses an image whose header declares more than 40 megapixels before decoding it for the crop', async () => {
    const forms = interceptUpload();
    const user = picker();
    const view = renderImageUpload();
    // A small PNG file whose header says 20000 × 20000 pixels (400 megapixels).
    const header = [
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0x4e, 0x20, 0, 0, 0x4e, 0x20, 8, 6, 0, 0,
      0,
    ];
    await user.upload(view.input, new File([new Uint8Array(header)], '巨图.png', { type: 'image/png' }));
    expect((await screen.findByRole('alert')).textContent).toBe('图片尺寸过大（20000 × 20000 像素，超过 4000 万像素），请缩小后再上传');
    // Nothing was opened to decode it: no crop dialog, nothing drawn, no upload.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(drawn).toEqual([]);
    expect(forms).toEqual([]);
  });

  it('refuses an image whose size it cannot read (fails closed: nothing unknown is decoded)', async () => {
    const forms = interceptUpload();
    const user = picker();
    const view = renderImageUpload();
    // Named and typed as a PNG, but no image header a browser would be safe to decode blindly.
    await user.upload(view.input, new File([new Uint8Array(2048).fill(7)], '照片.png', { type: 'image/png' }));
    expect((await screen.findByRole('alert')).textContent).toBe('无法读取图片尺寸，图片可能已损坏，请换一张图片');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(drawn).toEqual([]);
    expect(forms).toEqual([]);
  });

  it('refuses without a session', async () => {
    sessionCleared();
    const view = renderImageUpload();
    await picker().upload(view.input, image());
    expect((await screen.findByRole('alert')).textContent).toBe('请先登录');
  });

  it('a network failure says "上传图片失败，请重试" once and keeps the dialog open to retry', async () => {
    interceptUpload(() => HttpResponse.error());
    const user = picker();
    const view = renderImageUpload();
    await user.upload(view.input, image());
    await user.click(await screen.findByRole('button', { name: '确定并上传' }));
    expect((await screen.findByRole('alert')).textContent).toBe('上传图片失败，请重试');
    expect(toasts).toEqual([['error', '上传图片失败，请重试']]);
    expect(screen.getByRole('dialog')).toBeVisible();
    expect(view.onPicked).not.toHaveBeenCalled();
    await waitFor(() => expect((screen.getByRole('button', { name: '确定并上传' }) as HTMLButtonElement).disabled).toBe(false));
  });

  it('a code other than 200 shows its msg once', async () => {
    interceptUpload(() => HttpResponse.json({ code: 500, msg: '图片存储失败' }));
    const user = picker();
    const view = renderImageUpload();
    await user.upload(view.input, image());
    await user.click(await screen.findByRole('button', { name: '确定并上传' }));
    await waitFor(() => expect(toasts).toEqual([['warning', '图片存储失败']]));
    expect(view.onPicked).not.toHaveBeenCalled();
  });

  it('removes the stored image', async () => {
    interceptUpload();
    const user = picker();
    const view = renderImageUpload();
    await user.upload(view.input, image());
    await user.click(await screen.findByRole('button', { name: '确定并上传' }));
    await user.click(await screen.findByRole('button', { name: '移除图片' }));
    expect(view.onPicked).toHaveBeenLastCalledWith(null);
    expect(screen.queryByRole('img', { name: '当前图片' })).not.toBeInTheDocument();
  });
});
