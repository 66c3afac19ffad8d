import type { CSSProperties } from 'react';

/**
 * The corner button and its frame, shared by the mock panel and the 契约偏差 panel of the dev server.
 * Inline styles on purpose: these dev tools must not pull Chakra (or any app styling) into mocks/.
 */
export const floatingPanelStyles = {
  root: {
    position: 'fixed',
    left: 12,
    bottom: 12,
    zIndex: 2147483000,
    font: '13px/1.5 system-ui, "PingFang SC", "Microsoft YaHei", sans-serif',
    color: '#1f2937',
    // The panel follows its button in the DOM (so Tab goes button -> radios) but shows above it.
    display: 'flex',
    flexDirection: 'column-reverse',
    alignItems: 'flex-start',
  },
  toggle: {
    padding: '6px 12px',
    border: '1px solid #d1d5db',
    borderRadius: 999,
    background: '#fffbeb',
    boxShadow: '0 2px 8px rgba(0,0,0,0.15)',
    cursor: 'pointer',
    font: 'inherit',
  },
} satisfies Record<string, CSSProperties>;

/** A plain button inside the panels (重置模拟数据, the share card's 在模拟新闻客户端中分享). */
export const panelButtonStyle = {
  marginTop: 8,
  padding: '4px 10px',
  border: '1px solid #d1d5db',
  borderRadius: 6,
  background: '#f9fafb',
  cursor: 'pointer',
  font: 'inherit',
} satisfies CSSProperties;
