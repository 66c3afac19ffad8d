import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDateTime, formatSimilarity, normalizeReportCode, reportCodeProblem, similarityPalette } from './report-format';
import { reportPhase } from './report-status';

describe('report formatting', () => {
  it('normalizes and checks report codes', () => {
    expect(normalizeReportCode(' bg2026110001 ')).toBe('BG2026110001');
    expect(normalizeReportCode(undefined)).toBe('');
    expect(reportCodeProblem('')).toBe('请输入报告编号');
    expect(reportCodeProblem('BG2026110001')).toBe('');
    expect(reportCodeProblem('BG 2026')).toMatch(/格式不正确/);
    expect(reportCodeProblem('AB1')).toMatch(/格式不正确/);
  });

  it('formats dates, similarities and phases without ever printing NaN or undefined', () => {
    expect(formatDateTime('2026-11-20 15:32:08')).toBe('2026年11月20日 15:32');
    expect(formatDateTime('2026-11-20')).toBe('2026年11月20日');
    expect(formatSimilarity(8.6)).toBe('8.6%');
    expect(formatSimilarity(null)).toBe('');
    expect(similarityPalette(35.9)).toBe('red');
    expect(reportPhase('3')).toBe('done');
    expect(reportPhase(2)).toBe('checking');
    expect(reportPhase(undefined)).toBe('unknown');
    // Whatever the contract lets an answer carry (a shape it does not allow never gets here:
    // src/shared/api/contract-check.test.ts), and whatever is typed into the code box.
    fc.assert(
      fc.property(
        fc.option(fc.string(), { nil: undefined }),
        fc.option(fc.double(), { nil: null }),
        (text, number) => !/NaN|undefined|object/.test(formatDateTime(text) + formatSimilarity(number) + normalizeReportCode(text)),
      ),
    );
  });
});
