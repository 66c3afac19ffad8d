import { Box } from '@chakra-ui/react';
import { useRef } from 'react';
import { DASH, safeNonNegative } from '@/shared/lib/safe-number';
import { bandScale, labelStride, linearScale, niceTicks } from './scale';
import { useWidth } from './use-width';

export interface BarDatum {
  /** The category, e.g. a day `2026-12-07`. */
  label: string;
  /** Null (or anything not a finite, non-negative, safe number) draws no bar: a gap, titled 「—」. */
  value: number | null;
}

export interface BarChartProps {
  data: readonly BarDatum[];
  /** What the chart shows, read out for the whole image (the numbers are in a table beside it). */
  label: string;
  /** Values in tooltips and on the axis, e.g. ¥12.00. */
  formatValue?: (value: number) => string;
  /** The category under its bar, shortened, e.g. 12-07. */
  formatLabel?: (label: string) => string;
  /** Whole numbers only on the axis (counts). */
  integer?: boolean;
  height?: number;
}

const MARGIN = { top: 12, right: 12, bottom: 28, left: 8 };
const TICK_FONT_PX = 12;
/** Room per x label: a label like 12-07 needs about this many pixels. */
const LABEL_SLOT_PX = 48;

/** About how wide axis text is drawn: digits and dashes are some 0.6em wide. */
function textWidth(text: string): number {
  return text.length * TICK_FONT_PX * 0.62;
}

/**
 * A hand-written SVG bar chart: axis, grid and bars, each bar titled with its value (a native
 * tooltip). Small on purpose: it is loaded on demand, and the numbers are always also in a table.
 */
export function BarChart({
  data,
  label,
  formatValue = String,
  formatLabel = (text) => text,
  integer = false,
  height = 240,
}: BarChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const width = useWidth(box, 640);
  // Values from answers: NaN, Infinity, a negative or a huge number would break the scale (an axis
  // up to 1e308, bars of NaN height), so such a bar is left out rather than drawn.
  const values = data.map((datum) => safeNonNegative(datum.value));
  const ticks = niceTicks(
    values.reduce<number>((max, value) => Math.max(max, value ?? 0), 0),
    4,
    integer,
  );
  const top = ticks[ticks.length - 1] ?? 1;
  const tickTexts = ticks.map(formatValue);
  // The axis takes as much room as its longest label.
  const left = MARGIN.left + Math.max(...tickTexts.map(textWidth));
  const plotRight = Math.max(left + 1, width - MARGIN.right);
  const plotBottom = height - MARGIN.bottom;
  const y = linearScale([0, top], [plotBottom, MARGIN.top]);
  const bands = bandScale(data.length, [left, plotRight], data.length > 60 ? 0.1 : 0.25);
  const stride = labelStride(data.length, (plotRight - left) / LABEL_SLOT_PX);

  return (
    <Box ref={box} width="full" css={{ '& .bar:hover': { fill: 'var(--chakra-colors-brand-700)' } }}>
      <svg
        role="img"
        aria-label={label}
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        style={{ display: 'block', maxWidth: '100%' }}
      >
        <g fontSize={TICK_FONT_PX} fill="var(--chakra-colors-fg-muted)">
          {ticks.map((tick, index) => (
            <g key={tick}>
              <line
                x1={left}
                x2={plotRight}
                y1={y(tick)}
                y2={y(tick)}
                stroke="var(--chakra-colors-border)"
                strokeDasharray={tick === 0 ? undefined : '3 3'}
              />
              <text x={left - 6} y={y(tick)} dy="0.32em" textAnchor="end">
                {tickTexts[index]}
              </text>
            </g>
          ))}
        </g>
        <g fill="var(--chakra-colors-brand-500)">
          {data.map((datum, index) => {
            const value = values[index] ?? null;
            if (value === null) {
              // An invisible band keeps the day's tooltip; nothing is drawn for it.
              return (
                <rect
                  key={`${datum.label}-${index}`}
                  x={bands.x(index)}
                  y={MARGIN.top}
                  width={Math.max(1, bands.bandwidth)}
                  height={plotBottom - MARGIN.top}
                  fill="transparent"
                >
                  <title>{`${datum.label}：${DASH}`}</title>
                </rect>
              );
            }
            const barTop = y(value);
            return (
              <rect
                key={`${datum.label}-${index}`}
                className="bar"
                x={bands.x(index)}
                y={barTop}
                width={Math.max(1, bands.bandwidth)}
                height={Math.max(0, plotBottom - barTop)}
                rx={bands.bandwidth > 8 ? 2 : 0}
              >
                <title>{`${datum.label}：${formatValue(value)}`}</title>
              </rect>
            );
          })}
        </g>
        <g fontSize={TICK_FONT_PX} fill="var(--chakra-colors-fg-muted)" textAnchor="middle">
          {data.map((datum, index) => {
            if (index % stride !== 0) return null;
            const text = formatLabel(datum.label);
            const center = bands.x(index) + bands.bandwidth / 2;
            // A label that would stick out past the plot is anchored at its edge instead.
            const half = textWidth(text) / 2;
            const anchor = center - half < left ? 'start' : center + half > plotRight ? 'end' : 'middle';
            const x = anchor === 'start' ? left : anchor === 'end' ? plotRight : center;
            return (
              <text key={`${datum.label}-${index}`} x={x} y={plotBottom + 18} textAnchor={anchor}>
                {text}
              </text>
            );
          })}
        </g>
      </svg>
    </Box>
  );
}
