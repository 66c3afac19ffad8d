/**
 * The image upload's own words. The check and failure messages of SPEC §8 ('上传头像图片大小不能
 * 超过 N MB!', '上传图片失败，请重试', …) come from `ERROR_MESSAGES` in `shared/api`.
 */
export const IMAGE_UPLOAD_TEXT = {
  label: '上传图片',
  choose: '选择图片',
  change: '更换图片',
  remove: '移除图片',
  rules: (formats: string, maxSizeMb: number) => `支持 ${formats} 格式，大小不超过 ${maxSizeMb} MB，选择后可裁剪`,
  preview: '当前图片',
  dialogTitle: '裁剪图片',
  cropArea: '裁剪区域',
  cropHelp: '拖动图片或在裁剪区域内用方向键移动图片（按住 Shift 微调）；用下方的控件缩放和旋转。',
  zoom: '缩放',
  zoomIn: '放大',
  zoomOut: '缩小',
  rotation: '旋转角度',
  rotateLeft: '向左旋转 90 度',
  rotateRight: '向右旋转 90 度',
  cancel: '取消',
  confirm: '确定并上传',
  loadingCropper: '正在加载裁剪工具…',
  tooManyPixels: (width: number, height: number) => `图片尺寸过大（${width} × ${height} 像素，超过 4000 万像素），请缩小后再上传`,
  unreadableSize: '无法读取图片尺寸，图片可能已损坏，请换一张图片',
} as const;

/** Zoom range of the crop dialog (1 = the whole image fits the box). */
export const ZOOM = { min: 1, max: 3, step: 0.1 } as const;
/** Rotation range of the slider in degrees; the buttons turn by a quarter. */
export const ROTATION = { min: -180, max: 180, step: 1, quarter: 90 } as const;
/**
 * Pixels an arrow key moves the image in the crop area (Shift: a fifth of it). react-easy-crop's
 * default of 1 px made the keyboard far too slow to reach another part of the image.
 */
export const CROP_KEYBOARD_STEP = 10;
