/** How many frames to wait for the element to be enabled again (React renders after the work). */
const MAX_FRAMES = 10;

/**
 * Gives the focus back to `element` after work that disabled it: a disabled button drops the focus
 * to the page, and a keyboard user would start again from the top. It waits a few frames for the
 * element to be enabled again (a disabled button cannot take the focus). Nothing happens when the
 * user has moved the focus elsewhere in the meantime, or when the element is gone.
 */
export function refocusIfDropped(element: HTMLElement, framesLeft = MAX_FRAMES): void {
  requestAnimationFrame(() => {
    const active = document.activeElement;
    if (!element.isConnected || (active !== null && active !== document.body)) return;
    if (element.matches(':disabled') && framesLeft > 0) refocusIfDropped(element, framesLeft - 1);
    else element.focus();
  });
}
