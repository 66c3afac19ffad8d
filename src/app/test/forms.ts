import { expect } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, type RequestHandlerOptions } from 'msw';
import { server } from '@mocks/node';
import { onApi } from '@mocks/lib/on-api';
import type { OperationId } from '@/shared/api/generated/operation-meta.gen';
import { openAs, type RenderedApp } from './render-app';
import type { SeededAccount } from './sign-in';

/** A user-event session, as `openPage` and `openForm` return it. */
export type UserSession = ReturnType<typeof userEvent.setup>;

/** Types by pasting: one input event instead of one per character keeps long forms quick. */
export async function pasteInto(user: UserSession, element: HTMLElement, text: string): Promise<void> {
  await user.click(element);
  await user.paste(text);
}

/** The file input of the page, or of `container` (an upload zone keeps its input hidden). */
export function fileInput(container: ParentNode = document): HTMLInputElement {
  return container.querySelector('input[type="file"]') as HTMLInputElement;
}

/** The current value of the textbox named `name` (to check what a refused form kept). */
export function valueOf(name: string | RegExp): string {
  return (screen.getByRole('textbox', { name }) as HTMLInputElement).value;
}

/**
 * Answers the operation with the server's refusal, a 500 carrying `message`; with `{ once: true }`
 * only the first call, so a retry reaches the mocks.
 */
export function refuse(operationId: OperationId, message: string, options?: RequestHandlerOptions): void {
  server.use(onApi(operationId, () => HttpResponse.json({ code: 500, msg: message }), options));
}

/**
 * Opens a form page as a signed-in user arrives to fill it in: the app at `path` as `account`, ready
 * once `ready` has found what the form needs first (its check types, the form itself). Returns
 * `[user, app]`; the user uploads any file (`applyAccept: false`), so a test can offer a wrong type.
 *
 *   const [user] = await openForm('agentMain', '/aigcSubmit', () => screen.findByRole('radio', { name: … }));
 */
export async function openForm(
  account: SeededAccount,
  path: string,
  ready: () => Promise<unknown>,
): Promise<readonly [UserSession, RenderedApp]> {
  const user = userEvent.setup({ applyAccept: false });
  const app = await openAs(account, path);
  await ready();
  return [user, app];
}

/** Expects each of `texts` in `container` (a form's rule messages, a dialog's). */
export function expectTexts(container: HTMLElement, ...texts: (string | RegExp)[]): void {
  for (const text of texts) expect(within(container).getByText(text)).toBeTruthy();
}

/**
 * Clicks the button named `button` in `container` (a form, a dialog, the page's `document.body`)
 * and expects each of `messages` there: the rules a submit of the form as it is shows.
 */
export async function submitExpecting(
  user: UserSession,
  container: HTMLElement,
  button: string,
  ...messages: (string | RegExp)[]
): Promise<void> {
  await user.click(within(container).getByRole('button', { name: button }));
  expectTexts(container, ...messages);
}

/** Clicks the button named `button` and returns the dialog it opens (named `dialog`, or like the button). */
export async function openDialog(user: UserSession, button: string, dialog: string | RegExp = button): Promise<HTMLElement> {
  await user.click(screen.getByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: dialog });
}
