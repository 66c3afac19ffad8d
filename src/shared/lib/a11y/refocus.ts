/**
 * Gives the focus back to `element` after work that disabled it: a disabled button drops the focus
 * to the page, and a keyboard user would start again from the top. Nothing happens when the user
 * has moved the focus elsewhere in the meantime, or when the element is gone.
 */
export function refocusIfDropped(element: HTMLElement): void {
  requestAnimationFrame(() => {
    const active = document.activeElement;
    if (element.isConnected && (active === null || active === document.body)) element.focus();
  });
}
