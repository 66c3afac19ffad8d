import { Box, Button, Card, Flex, Heading, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import type { RecordPath } from '../config/kinds';
import { SUBMISSION_TEXT as T } from '../config/texts';
import { ButtonLink } from '@/shared/ui/button-link';

interface SubmissionSuccessProps {
  summary: string;
  recordPath: RecordPath;
  recordLabel: string;
  onAgain: () => void;
  /** What was submitted: the result table or the record's facts. */
  children: ReactNode;
}

/** The frame of a successful submission: what happened, the new records, and where to go next. */
export function SubmissionSuccess({ summary, recordPath, recordLabel, onAgain, children }: SubmissionSuccessProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form is gone; keyboard and screen-reader users land on the result.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Card.Root variant="outline" borderColor="green.300">
      <Card.Body gap="4">
        <Box role="status">
          <Heading as="h2" size="lg" color="fg.success" ref={headingRef} tabIndex={-1} outline="none">
            ✓ {T.successTitle}
          </Heading>
          <Text color="fg.muted" mt="1">
            {summary}
          </Text>
        </Box>
        {children}
        <Flex gap="3" wrap="wrap">
          <ButtonLink colorPalette="brand" to={recordPath}>
            {recordLabel}
          </ButtonLink>
          <Button variant="outline" colorPalette="brand" onClick={onAgain}>
            {T.again}
          </Button>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
