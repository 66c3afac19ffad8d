import { expect } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { EMPTY_LIST } from './answers';
import { fileInput, type UserSession } from './forms';
import { listStateCases, type ListStates } from './list-state-cases';
import type { SeededAccount } from './sign-in';

type Where = [path: string, typeName: string] | [as: SeededAccount, path: string, typeName: string];

/**
 * The case of the check types a page offers (the submission forms' type field, the /check price
 * list): it says so when none is open, and their failure shows in an alert, with the title and
 * the server's message, whose 重试 loads them until `typeName` shows. The operation that loads
 * them, then the route as `listStateCases` takes it, then a type the loaded page offers.
 *
 *   checkTypeStateCases('getAgentCheckConfigType', 'agentMain', '/aigcSubmit', 'AIGC 生成内容检测');
 */
export function checkTypeStateCases(operationId: 'getCheckConfig' | 'getAgentCheckConfigType', ...where: Where): void {
  const [as, path, typeName] = where.length === 3 ? where : [undefined, ...where];
  const states: ListStates = {
    cases: 'together',
    empty: { text: '暂无可用的检测类型', answer: EMPTY_LIST },
    failure: { message: '服务繁忙', shows: ['检测类型加载失败', '服务繁忙'] },
    loaded: () => waitFor(() => expect(screen.getAllByText(typeName).length).toBeGreaterThan(0)),
  };
  if (as) listStateCases(operationId, as, path, states);
  else listStateCases(operationId, path, states);
}

/** The group of fields of the `index`th uploaded document (第 N 篇) of a submission form. */
export function documentGroup(index: number): HTMLElement {
  return screen.getByRole('group', { name: new RegExp(`^第 ${index} 篇`) });
}

/**
 * Uploads `files` to a submission form and waits until each is listed; returns the group of
 * fields of each document (第 1 篇, 第 2 篇 …), in order.
 */
export async function uploadDocuments<Files extends File[]>(
  user: UserSession,
  ...files: Files
): Promise<{ [K in keyof Files]: HTMLElement }> {
  await user.upload(fileInput(), files);
  await waitFor(() => expect(within(screen.getByRole('list', { name: '已上传文件' })).getAllByRole('listitem')).toHaveLength(files.length));
  return files.map((_, index) => documentGroup(index + 1)) as { [K in keyof Files]: HTMLElement };
}
