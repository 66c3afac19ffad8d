import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/shared/lib/test';
import { BarChart } from './bar-chart';

/** Numbers an SVG attribute must never carry. */
const BAD_NUMBER = /NaN|Infinity|e\+/;

describe('BarChart', () => {
  it('draws no bar for a value that is not a safe non-negative number, and scales to the others', () => {
    renderWithProviders(
      <BarChart
        label="每日检测次数"
        integer
        data={[
          { label: '2026-07-01', value: 4 },
          { label: '2026-07-02', value: Number.NaN },
          { label: '2026-07-03', value: Number.POSITIVE_INFINITY },
          { label: '2026-07-04', value: -2 },
          { label: '2026-07-05', value: 1e308 },
          { label: '2026-07-06', value: null },
        ]}
      />,
    );
    const chart = screen.getByRole('img', { name: '每日检测次数' });
    expect(chart.querySelectorAll('rect.bar')).toHaveLength(1);
    expect([...chart.querySelectorAll('title')].map((title) => title.textContent)).toEqual([
      '2026-07-01：4',
      '2026-07-02：—',
      '2026-07-03：—',
      '2026-07-04：—',
      '2026-07-05：—',
      '2026-07-06：—',
    ]);
    // The axis goes up to the one real value, not to 1e308.
    expect([...chart.querySelectorAll('text')].map((text) => text.textContent).filter((text) => /^\d+$/.test(text ?? ''))).toEqual([
      '0',
      '1',
      '2',
      '3',
      '4',
    ]);
    for (const element of chart.querySelectorAll('*')) {
      for (const attribute of element.attributes) expect(attribute.value).not.toMatch(BAD_NUMBER);
    }
    expect(chart.textContent).not.toMatch(/NaN|Infinity|undefined/);
  });

  it('draws an empty axis 0–1 when nothing can be drawn', () => {
    renderWithProviders(<BarChart label="空" data={[{ label: 'x', value: Number.NaN }]} />);
    const chart = screen.getByRole('img', { name: '空' });
    expect(chart.querySelectorAll('rect.bar')).toHaveLength(0);
    expect(chart.textContent).not.toMatch(/NaN|Infinity|undefined/);
  });
});
