import { Text } from '@chakra-ui/react';
import { SUBMISSION_TEXT as T } from '../config/texts';

/** The label of a field that may stay empty: 联系人（选填）. */
export function OptionalLabel({ label }: { label: string }) {
  return (
    <>
      {label}
      <Text as="span" color="fg.muted" fontWeight="normal">
        {T.optional}
      </Text>
    </>
  );
}
