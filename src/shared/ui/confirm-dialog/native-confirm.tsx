import { useEffect } from 'react';
import type { ConfirmRequest } from './confirm-service';

// Requests already put to window.confirm: StrictMode runs effects twice in development.
const asked = new Set<number>();

/** The fallback when the dialog's chunk cannot be fetched: the browser's confirm, in the same words. */
export function NativeConfirm({ current, answer }: { current: ConfirmRequest; answer: (reply: { id: number; ok: boolean }) => void }) {
  useEffect(() => {
    if (asked.has(current.id)) return;
    asked.add(current.id);
    const choices = `「确定」：${current.confirmText ?? '确定'}；「取消」：${current.cancelText ?? '取消'}`;
    answer({ id: current.id, ok: window.confirm(`${current.title ?? '系统提示'}\n\n${current.message}\n\n${choices}`) });
  }, [current, answer]);
  return null;
}
