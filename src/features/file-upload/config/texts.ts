/**
 * The upload area's own words. The check and failure messages of SPEC §8 are not here: they come
 * from `ERROR_MESSAGES` in `shared/api`.
 */
export const FILE_UPLOAD_TEXT = {
  label: '上传文件',
  dropzoneHint: '将文件拖到此处，或点击选择文件',
  pasteHint: '选中此区域后按 Ctrl+V 可粘贴文件',
  /** The drop zone's name: exactly the two lines it shows (WCAG 2.5.3). */
  dropzone: '将文件拖到此处，或点击选择文件 选中此区域后按 Ctrl+V 可粘贴文件',
  choose: '选择文件',
  uploading: '正在上传…',
  rules: (formats: string, maxSizeMb: number, maxCount: number) =>
    `请上传大小不超过 ${maxSizeMb} MB、格式为 ${formats} 的文件，最多 ${maxCount} 个`,
  /** SPEC §5: clipboard content without a file asks the user to copy a file or choose one. */
  pasteNoFile: '剪贴板中没有文件，请复制文件后粘贴，或点击选择文件',
  cancel: (name: string) => `取消上传 ${name}`,
  remove: (name: string) => `删除 ${name}`,
  progress: (name: string) => `${name} 上传进度`,
  uploadedList: '已上传文件',
} as const;
