import { afterEach, describe, expect, it } from 'vitest';
import { refocusIfDropped } from './refocus';

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

afterEach(() => document.body.replaceChildren());

describe('refocusIfDropped', () => {
  it('gives the focus back when it fell to the page', async () => {
    const button = document.body.appendChild(document.createElement('button'));
    refocusIfDropped(button);
    await frame();
    expect(document.activeElement).toBe(button);
  });

  it('leaves the focus where the user moved it, and does nothing for a removed element', async () => {
    const button = document.body.appendChild(document.createElement('button'));
    const other = document.body.appendChild(document.createElement('input'));
    other.focus();
    refocusIfDropped(button);
    await frame();
    expect(document.activeElement).toBe(other);

    other.blur();
    button.remove();
    refocusIfDropped(button);
    await frame();
    expect(document.activeElement).toBe(document.body);
  });

  it('waits for a button that is still disabled to be enabled again', async () => {
    const button = document.body.appendChild(document.createElement('button'));
    button.disabled = true;
    refocusIfDropped(button);
    await frame();
    await frame();
    expect(document.activeElement).toBe(document.body);
    button.disabled = false;
    await frame();
    await frame();
    expect(document.activeElement).toBe(button);
  });
});
