export const FILE_DOWNLOAD_TEXT = {
  download: '下载',
  downloading: '下载中',
  downloadNamed: (name: string) => `下载 ${name}`,
  previewTitle: (name: string) => `预览 ${name}`,
  loadingPreview: '正在加载预览…',
  noPreview: '该文件类型不支持在线预览，请下载后查看。',
  imageFailed: '图片加载失败，请下载后查看。',
} as const;
