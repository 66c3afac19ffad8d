import { chakra, Icon, type HTMLChakraProps } from '@chakra-ui/react';

/**
 * The calendar button inside the end of a field's input: the machine's trigger once the calendar
 * has loaded (its props from `api.getTriggerProps()`), a plain button of the same look and name
 * before (calendar-loader.ts).
 */
export function CalendarTrigger(props: HTMLChakraProps<'button'>) {
  return (
    <chakra.button type="button" position="absolute" top="50%" insetEnd="1.5" transform="translateY(-50%)" zIndex="1" {...props}>
      {/* lucide's "calendar" */}
      <Icon asChild boxSize="4">
        <svg
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
        >
          <path d="M8 2v4M16 2v4" />
          <rect width="18" height="18" x="3" y="4" rx="2" />
          <path d="M3 10h18" />
        </svg>
      </Icon>
    </chakra.button>
  );
}
