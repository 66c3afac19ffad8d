import type { UseDatePickerProps } from '@chakra-ui/react';

type Translations = NonNullable<UseDatePickerProps['translations']>;
type DayCellState = Parameters<NonNullable<Translations['dayCell']>>[0];
type View = 'day' | 'month' | 'year';

const VIEW_NAMES: Record<View, string> = { day: '日', month: '月份', year: '年份' };
const PREV: Record<View, string> = { day: '上个月', month: '上一年', year: '上一个十年' };
const NEXT: Record<View, string> = { day: '下个月', month: '下一年', year: '下一个十年' };

function dayCell(state: DayCellState): string {
  if (state.unavailable || !state.selectable) return `不可选 ${state.valueText}`;
  if (state.firstInRange && state.lastInRange) return `已选 ${state.valueText}`;
  if (state.firstInRange) return `开始日期 ${state.valueText}`;
  if (state.lastInRange) return `结束日期 ${state.valueText}`;
  if (state.inRange) return `范围内 ${state.valueText}`;
  if (state.selected) return `已选 ${state.valueText}`;
  return state.valueText;
}

/** Zag's English labels in Chinese; `triggerLabel` names the calendar button of this field. */
export function pickerTranslations(triggerLabel: string): Translations {
  return {
    dayCell,
    trigger: () => triggerLabel,
    content: '日历',
    prevTrigger: (view) => PREV[view],
    nextTrigger: (view) => NEXT[view],
    viewTrigger: (view, nextView) => (nextView ? `切换到${VIEW_NAMES[nextView]}视图` : `${VIEW_NAMES[view]}视图`),
    monthSelect: '选择月份',
    yearSelect: '选择年份',
    clearTrigger: '清除日期',
    weekColumnHeader: '周',
    weekNumberCell: (week) => `第 ${week} 周`,
  };
}
