import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * SPEC §9's page size and page limit, and the portal's other list sizes, are named once in
 * shared/config. This test reads the source (not tests, not generated code) for the literals a
 * page would otherwise repeat: a page size or page cap written as a number.
 */
const SRC = join(process.cwd(), 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'generated' || name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.gen.ts') ? [path] : [];
  });
}

const PATTERNS: Array<[string, RegExp]> = [
  ['a page size written as a number', /pageSize[:=]\s*\{?\s*\d+/],
  ['a page-size constant given a number outside shared/config', /const [A-Z_]*PAGE_SIZE[A-Z_]*\s*=\s*\d/],
  ['a page cap of 1000 written as a number', /Math\.min\([^)]*,\s*1_?000\)/],
];

describe('limits live once, in shared/config', () => {
  it('no source file repeats a page size or page limit as a literal', () => {
    const offences: string[] = [];
    for (const file of sourceFiles(SRC)) {
      if (relative(SRC, file).startsWith(join('shared', 'config'))) continue;
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          for (const [what, pattern] of PATTERNS)
            if (pattern.test(line)) offences.push(`${relative(SRC, file)}:${index + 1} ${what}: ${line.trim()}`);
        });
    }
    expect(offences).toEqual([]);
  });
});
