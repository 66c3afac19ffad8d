import { useSlotRecipe, type SystemStyleObject } from '@chakra-ui/react';
import { useMemo } from 'react';
import { datePickerRecipe } from './date-picker-recipe';

export type PickerStyles = Record<string, SystemStyleObject>;

/** The calendar's slot styles (this module's recipe), for the fields before and after the calendar loads. */
export function usePickerStyles(): PickerStyles {
  const recipe = useSlotRecipe({ recipe: datePickerRecipe });
  return useMemo(() => recipe({}), [recipe]);
}
