/**
 * Image upload with crop (SPEC §5, §7, §8).
 *
 * `<ImageUpload value onChange cropBox? maxSizeMb? accept? label? disabled? />`: "选择图片" opens
 * the picker (png/jpg/jpeg by default). The image is checked in SPEC's order (session '请先登录',
 * format, empty, '上传头像图片大小不能超过 N MB!' at 5 MB by default); refusals toast and show
 * below. A crop dialog (Chakra Dialog; react-easy-crop, loaded on demand) shows a fixed crop box
 * (`cropBox`, default 230x305) with zoom and rotate buttons and labelled range inputs, and arrow
 * keys move the image. "确定并上传" draws the crop on a canvas of exactly the crop box size
 * (PNG stays PNG, anything else becomes JPEG) and sends it as one POST /oss/upload (file +
 * `random` + `newNumber`); success calls `onChange(storedFile)`, a code other than 200 shows its
 * msg and any other failure '上传图片失败，请重试', once, with the dialog left open to retry.
 * The stored image is previewed from `/api/common/imageView/{fileName}` (or the server's
 * `filePreview` with the /api prefix).
 *
 * `planCrop({ image, area, rotation, output })` is the pure crop computation: the output canvas
 * size and the transforms that draw react-easy-crop's `croppedAreaPixels` onto it.
 */
export { ImageUpload } from './ui/image-upload';
export type { ImageUploadProps } from './ui/image-upload';
export { planCrop } from './lib/crop-output';
export type { CropArea, CropDrawPlan, Size } from './lib/crop-output';
