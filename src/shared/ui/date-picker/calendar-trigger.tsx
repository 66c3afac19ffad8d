import { chakra, Icon } from '@chakra-ui/react';
import type { Picker } from './use-picker';

/** The calendar button inside the end of a field's input (its name comes from the translations). */
export function CalendarTrigger({ picker: { api, styles } }: { picker: Picker }) {
  return (
    <chakra.button
      {...api.getTriggerProps()}
      css={styles.trigger}
      position="absolute"
      top="50%"
      insetEnd="1.5"
      transform="translateY(-50%)"
      zIndex="1"
    >
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
