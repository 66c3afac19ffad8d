import type { MouseEvent } from 'react';
import { newsApp, type AppDetailJump } from './bridge';

/**
 * An onClick for a link to a portal detail page: inside the news app the app's own detail jump
 * opens it (SPEC §1); anywhere else (or when the app lacks the call) the link navigates
 * as usual. Modified clicks (new tab, ...) are left to the browser.
 *
 * SPEC §3 names the jump's fields but not their values; a portal page is sent as a web link
 * (`jumpType` 'web', `isLink` true, the absolute URL) with its id and kind, which is what an app
 * needs to open a web view. Change it here once the app's contract is known.
 */
export function appDetailJump(detail: { path: string; uuid: string; type: string }) {
  return (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const jump: AppDetailJump = {
      jumpType: 'web',
      jumpUrl: new URL(detail.path, window.location.origin).href,
      isLink: true,
      uuid: detail.uuid,
      type: detail.type,
    };
    if (newsApp.openDetail(jump)) event.preventDefault();
  };
}
