import { useBlocker } from '@tanstack/react-router';
import { useLayoutEffect, useRef } from 'react';
import { confirmDialog } from '../confirm-dialog';

export const LEAVE_GUARD_TEXT = {
  title: '离开此页面？',
  message: '您填写的内容尚未提交，离开后将不会保存。',
  leave: '离开',
  stay: '留下继续填写',
} as const;

/**
 * While `changed` (the user has typed or picked something not sent yet), leaving asks first: a
 * navigation in the app opens the confirm dialog (留下 keeps the page and what was typed), closing
 * or reloading the tab gets the browser's own question. A form that was sent and now moves on
 * calls `release()` first (its state has not re-rendered yet when it navigates).
 */
export function useLeaveGuard(changed: boolean): { release: () => void } {
  const changedRef = useRef(changed);
  const released = useRef(false);
  // Read when a navigation starts, after this render has been committed.
  useLayoutEffect(() => {
    changedRef.current = changed && !released.current;
  }, [changed]);
  useBlocker({
    // A change of the same page's URL state (a filter, a chosen type) is no leaving.
    shouldBlockFn: async ({ current, next }) => {
      if (!changedRef.current || current.pathname === next.pathname) return false;
      const leave = await confirmDialog({
        title: LEAVE_GUARD_TEXT.title,
        message: LEAVE_GUARD_TEXT.message,
        confirmText: LEAVE_GUARD_TEXT.leave,
        cancelText: LEAVE_GUARD_TEXT.stay,
        tone: 'danger',
      });
      return !leave;
    },
    enableBeforeUnload: () => changedRef.current,
  });
  return {
    release: () => {
      released.current = true;
      changedRef.current = false;
    },
  };
}
