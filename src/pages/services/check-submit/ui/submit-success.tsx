import { Box, Button, Card, Flex, Grid, Heading, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { formatPrice } from '@/shared/lib/format';
import type { SubmitCheck } from '@/shared/api/generated/model';
import { CHECK_SUBMIT_TEXT as T } from '../config/texts';

interface SubmitSuccessProps {
  result: SubmitCheck;
  onAgain: () => void;
}

/** What the user keeps after a submit: the report code and verify code, and where to go next. */
export function SubmitSuccess({ result, onAgain }: SubmitSuccessProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form is gone; move focus to the result so keyboard and screen-reader users land on it.
  useEffect(() => headingRef.current?.focus(), []);
  const reportCode = result.reportCode || '—';
  const verifyCode = result.verifyCode || '—';
  return (
    <Card.Root variant="outline" borderColor="green.300" maxW="3xl">
      <Card.Body gap="4">
        <Box role="status">
          <Heading as="h2" size="lg" color="fg.success" ref={headingRef} tabIndex={-1} outline="none">
            ✓ {T.successTitle}
          </Heading>
          <Text color="fg.muted" mt="1">
            {T.successDescription}
          </Text>
        </Box>
        <Grid as="dl" templateColumns={{ base: '1fr', sm: 'auto 1fr' }} columnGap="6" rowGap="2" alignItems="baseline">
          <Text as="dt" color="fg.muted">
            {T.reportCode}
          </Text>
          <Text as="dd" m="0">
            <Text
              as="span"
              fontFamily="mono"
              fontSize="lg"
              fontWeight="semibold"
              letterSpacing="wide"
              bg="bg.muted"
              px="2"
              py="0.5"
              rounded="sm"
            >
              {reportCode}
            </Text>
          </Text>
          <Text as="dt" color="fg.muted">
            {T.verifyCode}
          </Text>
          <Text as="dd" m="0">
            <Text
              as="span"
              fontFamily="mono"
              fontSize="lg"
              fontWeight="semibold"
              letterSpacing="wide"
              bg="bg.muted"
              px="2"
              py="0.5"
              rounded="sm"
            >
              {verifyCode}
            </Text>
          </Text>
          <Text as="dt" color="fg.muted">
            {T.fee}
          </Text>
          <Text as="dd" m="0" fontWeight="semibold">
            {formatPrice(result.payAmount)}
          </Text>
        </Grid>
        <Flex gap="3" wrap="wrap">
          {result.reportCode && (
            <Button asChild colorPalette="brand">
              <Link to="/report/{-$code}" params={{ code: result.reportCode }}>
                {T.viewReport}
              </Link>
            </Button>
          )}
          <Button asChild variant="outline" colorPalette="brand">
            <Link to="/reportValidate">{T.validateReport}</Link>
          </Button>
          <Button variant="ghost" onClick={onAgain}>
            {T.again}
          </Button>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
