import { describe, expect, it } from 'vitest';
import { compareBuilds, formatComparison, type ComparedSample, type ComparisonRow, type RatioFigure } from './bench-report.mjs';

/** The one row a comparison of two builds on one route gives. */
function onlyRow(rows: ComparisonRow[]): ComparisonRow {
  const [row] = rows;
  if (!row || rows.length !== 1) throw new Error(`expected one row, got ${rows.length}`);
  return row;
}

const figure = (row: ComparisonRow, metric: string) => row[metric] as RatioFigure;

/** Loads of two builds in turn, as `--compare` makes them: run r of `new`, then run r of `old`. */
function inTurn(pairs: Array<[newFcp: number, oldFcp: number]>): ComparedSample[] {
  const load = (build: string, run: number, fcp: number): ComparedSample => ({
    path: '/login',
    profile: 'throttled',
    build,
    run,
    fcp,
    app: fcp * 3,
    tbt: null,
  });
  return pairs.flatMap(([newFcp, oldFcp], i) => [load('new', i + 1, newFcp), load('old', i + 1, oldFcp)]);
}

const zip = (a: number[], b: number[]) => a.map((value, i): [number, number] => [value, b[i] ?? Number.NaN]);

describe('compareBuilds: the first build against each other one, load for load', () => {
  it('gives the ratio of the medians and an interval around it', () => {
    // The machine's load moves both builds alike from run to run; new is 20 % faster throughout.
    const old = [700, 900, 650, 1200, 800, 760, 980, 690, 720, 1100];
    const row = onlyRow(compareBuilds(inTurn(old.map((v): [number, number] => [v * 0.8, v]))));
    const fcp = figure(row, 'fcp');
    expect(row).toMatchObject({ path: '/login', profile: 'throttled', build: 'new', other: 'old', runs: 10 });
    expect(fcp.ratio).toBeCloseTo(0.8, 5);
    expect(fcp.low).toBeLessThanOrEqual(fcp.ratio);
    expect(fcp.high).toBeGreaterThanOrEqual(fcp.ratio);
    expect(fcp.high).toBeLessThan(1);
  });

  it('an interval that holds 1 when the two builds are the same build, shuffled', () => {
    const loads = [520, 610, 480, 700, 560, 655, 590, 505, 630, 540, 575, 690];
    const shuffled = [610, 505, 700, 480, 655, 520, 540, 690, 560, 575, 630, 590];
    const fcp = figure(onlyRow(compareBuilds(inTurn(zip(loads, shuffled)))), 'fcp');
    expect(fcp.low).toBeLessThan(1);
    expect(fcp.high).toBeGreaterThan(1);
  });

  it('is the same figure on the same samples (a seeded draw), and null where a metric has no pairs', () => {
    const samples = inTurn(zip([500, 640, 580, 720], [560, 600, 610, 800]));
    expect(compareBuilds(samples)).toEqual(compareBuilds(samples));
    expect(onlyRow(compareBuilds(samples)).tbt).toBeNull();
  });

  it('keeps only runs in which both builds have the figure', () => {
    // Run 3 of the old build lost its first paint (a timeout): that run leaves the FCP pairs, and
    // the new build's odd figure of that run with it.
    const samples = inTurn(zip([400, 420, 10], [500, 525, 500])).map((s) => (s.build === 'old' && s.run === 3 ? { ...s, fcp: null } : s));
    const row = onlyRow(compareBuilds(samples));
    expect(figure(row, 'fcp').ratio).toBeCloseTo(0.8, 5);
    expect(row.runs).toBe(3);
  });

  it('one row per route, profile and other build that was measured there', () => {
    const base = inTurn(zip([500, 600], [550, 650]));
    const third = base.filter((s) => s.build === 'old').map((s) => ({ ...s, build: 'older' }));
    const phone = base.map((s) => ({ ...s, profile: 'phone' }));
    const rows = compareBuilds([...base, ...third, ...phone]);
    expect(rows.map((r) => `${r.profile} ${r.other}`)).toEqual(['throttled old', 'throttled older', 'phone old']);
  });

  it('prints one line per row', () => {
    const text = formatComparison(compareBuilds(inTurn(zip([400, 400, 400], [500, 500, 500]))));
    expect(text).toBe('/login throttled, new against old (3 runs): FCP 0.80x (0.80-0.80), takeover 0.80x (0.80-0.80), TBT –');
  });
});
