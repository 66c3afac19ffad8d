import { afterEach, beforeEach } from 'vitest';

/**
 * Runs the tests of the file (or of the `describe` it is called in) at a phone's width, 375 px,
 * the width the mobile pages are made for; the width goes back to 1024 after each test.
 */
export function atPhoneWidth(): void {
  beforeEach(() => {
    window.innerWidth = 375;
  });
  afterEach(() => {
    window.innerWidth = 1024;
  });
}

/**
 * Gives elements the `scrollIntoView` jsdom lacks (doing nothing), so a page that brings its
 * results into view does so as in a browser, for the tests of the file (or `describe`); it is
 * removed after each test.
 */
export function stubScrollIntoView(): void {
  beforeEach(() => {
    Element.prototype.scrollIntoView = () => {};
  });
  afterEach(() => {
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });
}
