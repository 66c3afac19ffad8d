import { Button } from '@chakra-ui/react';
import type { ButtonProps } from '@chakra-ui/react';
import { useState } from 'react';
import { download } from '@/shared/api';
import type { DownloadKind } from '@/shared/api';
import { FILE_DOWNLOAD_TEXT } from '../config/texts';

export interface DownloadButtonProps extends Omit<ButtonProps, 'onClick' | 'loading'> {
  /** The stored file's id; without one the click says '无文件'. */
  fileId: string | number | null | undefined;
  /** Which call serves it: `downloadV2` (GET /common/downloadV2) or `oss` (GET /oss/download). */
  kind: DownloadKind;
  /** The name when the answer has no Content-Disposition; also names the button for screen readers. */
  fileName?: string;
}

/**
 * Downloads a stored file through the spine's `download` helper, which shows '无文件' without an
 * id and '下载文件出现错误，请联系管理员！' (or the server's msg) on failure. A spinner shows
 * while the file is on its way; a second click meanwhile does nothing.
 */
export function DownloadButton({ fileId, kind, fileName, children, ...buttonProps }: DownloadButtonProps) {
  const [busy, setBusy] = useState(false);

  async function start() {
    if (busy) return;
    setBusy(true);
    try {
      await download(kind, { fileId }, fileName);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button
      size="xs"
      variant="outline"
      colorPalette="brand"
      aria-label={fileName ? accessibleName(children, fileName) : undefined}
      {...buttonProps}
      loading={busy}
      loadingText={FILE_DOWNLOAD_TEXT.downloading}
      onClick={() => void start()}
    >
      {children ?? FILE_DOWNLOAD_TEXT.download}
    </Button>
  );
}

/**
 * The button's name for screen readers: its visible words first, then the file (WCAG 2.5.3: the
 * name contains the label people see), e.g. 下载 论文.pdf, 下载报告 检测报告-BG2026110001.
 */
function accessibleName(children: DownloadButtonProps['children'], fileName: string): string | undefined {
  if (children === undefined || children === null) return FILE_DOWNLOAD_TEXT.downloadNamed(fileName);
  // Not an answer: the button's React children, text or elements.
  if (typeof children !== 'string') return undefined;
  return children.includes(fileName) ? children : `${children} ${fileName}`;
}
