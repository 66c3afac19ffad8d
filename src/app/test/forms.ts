import { expect } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, type RequestHandlerOptions } from 'msw';
import { server } from '@mocks/node';
import { onApi } from '@mocks/lib/on-api';
import type { OperationId } from '@/shared/api/generated/operation-meta.gen';
import { expectTexts } from './page-checks';
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

/**
 * Types into the textboxes of the page, each named by the start of its label (`{ 姓名: '李明' }`
 * types into the textbox whose accessible name starts with 姓名), in the order given.
 */
export async function typeInto(user: UserSession, fields: Record<string, string>): Promise<void> {
  for (const [label, text] of Object.entries(fields)) await user.type(screen.getByRole('textbox', { name: new RegExp(`^${label}`) }), text);
}

/**
 * Collects the JSON body of every call the page makes to the operation, which still reaches the
 * mocks: to check what a form sent, or that it sent nothing.
 */
export function recordBodies(operationId: OperationId): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    onApi(operationId, async ({ request }) => {
      bodies.push(await request.clone().json());
      return undefined;
    }),
  );
  return bodies;
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

/** Where `submitExpecting` looks, and what else it checks. */
export interface SubmitChecks {
  /** The form or dialog that holds the button and shows the messages; the page unless given. */
  within?: HTMLElement;
  /** The label of the field that then has the focus: the first field in trouble. */
  focus?: string | RegExp;
  /** The operation the form would have called: no call may reach it. */
  notSentTo?: OperationId;
}

/**
 * Submits a form as it is, with its button named `button`, and expects each of `messages` (the
 * rules it breaks) in it; with `focus` and `notSentTo`, also where the focus lands and that
 * nothing was sent.
 *
 *   await submitExpecting(user, '创建', ['请输入账号', '请输入昵称'], { within: dialog, focus: /^账号/ });
 */
export async function submitExpecting(
  user: UserSession,
  button: string,
  messages: (string | RegExp)[],
  checks: SubmitChecks = {},
): Promise<void> {
  const container = checks.within ?? document.body;
  const sent = checks.notSentTo ? recordBodies(checks.notSentTo) : [];
  await user.click(within(container).getByRole('button', { name: button }));
  expectTexts(container, ...messages);
  if (checks.focus !== undefined) expect(document.activeElement).toBe(within(container).getByLabelText(checks.focus));
  expect(sent).toEqual([]);
}

/** Clicks the button named `button` and returns the dialog it opens (named `dialog`, or like the button). */
export async function openDialog(user: UserSession, button: string, dialog: string | RegExp = button): Promise<HTMLElement> {
  await user.click(screen.getByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: dialog });
}
