import { useState } from 'react';
import { refocusIfDropped } from '@/shared/lib/a11y';
import { confirmDialog, type ConfirmOptions } from '../confirm-dialog';

interface RowActionOptions {
  /** Asked first; a 取消 ends the action. */
  confirm?: ConfirmOptions;
  /** The row's button, disabled while the request runs: it gets the focus back afterwards. */
  trigger?: HTMLElement;
  /** The request and what follows it (a toast, a refresh). */
  action: () => Promise<unknown>;
}

/**
 * A table row's action (停用/启用, 删除, 重置密码): confirmed first where it asks, one row busy at a
 * time (`busyId` drives the row's buttons), a failure left to the request pipeline, which has
 * shown why.
 */
export function useRowAction<Id>() {
  const [busyId, setBusyId] = useState<Id>();
  async function run(id: Id, { confirm, trigger, action }: RowActionOptions): Promise<void> {
    if (confirm && !(await confirmDialog(confirm))) return;
    setBusyId(id);
    try {
      await action();
    } catch {
      // The request pipeline has shown why.
    } finally {
      setBusyId(undefined);
      if (trigger) refocusIfDropped(trigger);
    }
  }
  return { busyId, run };
}
