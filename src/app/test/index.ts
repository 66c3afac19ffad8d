/**
 * The test kit for page and integration tests (docs/testing.md, "Testing a page"): render the
 * app at a path (signed in or not), query and act like a user, override an operation's answer.
 * Apps rendered here are closed and the session cleared after each test by `./setup.ts`.
 *
 *   import { expect, it } from 'vitest';
 *   import { openAs, screen } from '@/app/test';
 *
 *   it('lists my works', async () => {
 *     const app = await openAs('scholar', '/myWorks');
 *     expect(await screen.findByRole('heading', { level: 1, name: '我的作品' })).toBeVisible();
 *   });
 */
export { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
export { default as userEvent } from '@testing-library/user-event';
export { http, HttpResponse } from 'msw';
export { server } from '@mocks/node';
export { db } from '@mocks/db/database';
export { onApi } from '@mocks/lib/on-api';
export { closeApps, openAndFind, openAs, openPage, renderApp, type RenderedApp } from './render-app';
export { signInAs, type SeededAccount } from './sign-in';
export { EMPTY_LIST, EMPTY_PAGE, stubEmptyThenFailure } from './answers';
export {
  fileInput,
  openDialog,
  openForm,
  pasteInto,
  recordBodies,
  refuse,
  submitExpecting,
  typeInto,
  valueOf,
  type SubmitChecks,
  type UserSession,
} from './forms';
export { tablePage, type TablePage } from './table-page';
export { checkTypeStateCases, documentGroup, uploadDocuments } from './check-submission-cases';
export { listStateCases, type ListStates } from './list-state-cases';
export { cardLine, itemHeadCases, type ItemHeadCase } from './item-head-cases';
export { loaderQueryCases, type LoaderQueryCase } from './loader-query-cases';
export { legalPageCase, serviceLandingCase } from './static-page-cases';
export { atPhoneWidth, stubScrollIntoView } from './window';
export { renderPageAlone, type PageAlone } from './page-alone';
export { JUNK_TEXT, expectLinks, expectTexts } from './page-checks';
