import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SITE_DESCRIPTION } from './index';

describe('SITE_DESCRIPTION', () => {
  it('is the shell’s own description (index.html), so the pages the app sets and the bare shell agree', () => {
    const html = readFileSync(join(process.cwd(), 'index.html'), 'utf8');
    expect(/<meta name="description" content="([^"]*)"/.exec(html)?.[1]).toBe(SITE_DESCRIPTION);
  });
});
