import { expect } from 'vitest';
import { within } from '@testing-library/react';

/**
 * What a screen must never show for a number or a date it could not read: NaN, Infinity, undefined,
 * Invalid Date, an object, an exponent, or a number of more digits than any count (1e308 written out).
 */
export const JUNK_TEXT = /NaN|Infinity|undefined|Invalid Date|\[object Object\]|e\+\d|(?:\d,?){17,}/;

/** Expects each of `texts` shown in `container` (a form's rule messages, a dialog's). */
export function expectTexts(container: HTMLElement, ...texts: (string | RegExp)[]): void {
  for (const text of texts) expect(within(container).getByText(text)).toBeVisible();
}

/**
 * Expects a link for each name in `hrefs`, going where it says (`{ 机构登录: '/agentLogin' }`), in
 * `container` (the page unless given).
 */
export function expectLinks(hrefs: Record<string, string>, container: HTMLElement = document.body): void {
  for (const [name, href] of Object.entries(hrefs)) expect(within(container).getByRole('link', { name })).toHaveAttribute('href', href);
}
