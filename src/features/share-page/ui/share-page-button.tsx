import { Button, type ButtonProps } from '@chakra-ui/react';
import { notify } from '@/shared/api';
import { currentPageShareData, newsApp } from '@/shared/lib/bridge';

export const LINK_COPIED_MESSAGE = '链接已复制，可粘贴分享';
export const SHARE_FAILED_MESSAGE = '无法分享，请复制地址栏中的链接';

/**
 * Shares the current page (SPEC §3 share data: title, description, image, link): through the
 * news app's share inside the app, the system share sheet where the browser has one, else by
 * copying the link.
 */
export async function shareCurrentPage(): Promise<void> {
  const data = currentPageShareData();
  if (newsApp.share(data)) return;
  // Not an answer: whether the browser has the Web Share API.
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: data.title, text: data.desc, url: data.link });
      return;
    } catch (error) {
      // The user closed the sheet: nothing to say.
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(data.link);
    notify('success', LINK_COPIED_MESSAGE);
  } catch {
    notify('error', SHARE_FAILED_MESSAGE);
  }
}

export function SharePageButton(props: Omit<ButtonProps, 'onClick' | 'children'>) {
  return (
    <Button variant="outline" size="sm" {...props} onClick={() => void shareCurrentPage()}>
      分享
    </Button>
  );
}
