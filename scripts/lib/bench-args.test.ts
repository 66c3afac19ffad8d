import { describe, expect, it } from 'vitest';
import { buildLabels, parseArgs } from './bench-args.mjs';

describe('bench arguments', () => {
  it('measures one build and writes its figures by default', () => {
    const options = parseArgs([]);
    expect(options.compare).toEqual([]);
    expect(options.write).toBe(true);
    expect(options.routes.find((r) => r.path === '/userIndex')?.login).toBe(true);
  });

  it('--compare measures other builds beside it and writes nothing', () => {
    const options = parseArgs(['--out-dir', '/tmp/new', '--compare', '/tmp/dist-old,/tmp/other', '--routes', '/,/login']);
    expect(options.outDir).toBe('/tmp/new');
    expect(options.compare).toEqual(['/tmp/dist-old', '/tmp/other']);
    expect(options.write).toBe(false);
    expect(options.routes.map((r) => r.path)).toEqual(['/', '/login']);
  });

  it('knows the phone profile, measured only when asked for', () => {
    expect(parseArgs([]).profiles).not.toContain('phone');
    expect(parseArgs(['--profiles', 'phone,throttled']).profiles).toEqual(['phone', 'throttled']);
    expect(() => parseArgs(['--profiles', 'tablet'])).toThrow('unknown profile tablet (known: unthrottled, throttled, phone)');
  });

  it('refuses --compare without a directory', () => {
    expect(() => parseArgs(['--compare'])).toThrow('--compare needs a value');
    expect(() => parseArgs(['--compare', '--no-build'])).toThrow('--compare needs a value');
  });

  it('labels each build apart, even two folders of the same name', () => {
    expect(buildLabels(['/work/main/dist', '/tmp/dist-old'])).toEqual(['dist', 'dist-old']);
    expect(buildLabels(['/work/main/dist', '/tmp/wt38/dist'])).toEqual(['main/dist', 'wt38/dist']);
    expect(buildLabels(['/a/dist', '/a/dist'])).toEqual(['a/dist', 'a/dist (2)']);
  });
});
