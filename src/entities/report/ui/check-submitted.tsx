import { Box, Card, Flex, Grid, Heading, Text } from '@chakra-ui/react';
import { useEffect, useRef, type ReactNode } from 'react';
import type { SubmitCheck } from '@/shared/api/generated/model';
import { formatPrice } from '@/shared/lib/format';
import { ButtonLink } from '@/shared/ui/button-link';

export interface CheckSubmittedProps {
  result: SubmitCheck;
  /** What happens now, naming what was sent (文档已进入检测队列…). */
  description: string;
  /** The ways on after 查看报告 (验证报告, 继续提交). */
  actions: ReactNode;
  maxW?: string;
}

/**
 * What the user keeps after submitting a check (the check submission, the patent check): the
 * report code and verify code, the fee, and where to go next. The form is gone, so the focus moves
 * to the result's heading: keyboard and screen-reader users land on it.
 */
export function CheckSubmitted({ result, description, actions, maxW }: CheckSubmittedProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const codes: Array<[string, string]> = [
    ['报告编号', result.reportCode || '—'],
    ['验证码', result.verifyCode || '—'],
  ];
  return (
    <Card.Root variant="outline" borderColor="green.300" maxW={maxW}>
      <Card.Body gap="4">
        <Box role="status">
          <Heading as="h2" size="lg" color="fg.success" ref={headingRef} tabIndex={-1} outline="none">
            ✓ 提交成功
          </Heading>
          <Text color="fg.muted" mt="1">
            {description}
          </Text>
        </Box>
        <Grid as="dl" templateColumns={{ base: '1fr', sm: 'auto 1fr' }} columnGap="6" rowGap="2" alignItems="baseline">
          {codes.flatMap(([term, value]) => [
            <Text as="dt" key={`${term}-term`} color="fg.muted">
              {term}
            </Text>,
            <Text as="dd" key={`${term}-value`} m="0">
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
                {value}
              </Text>
            </Text>,
          ])}
          <Text as="dt" color="fg.muted">
            检测费用
          </Text>
          <Text as="dd" m="0" fontWeight="semibold">
            {formatPrice(result.payAmount)}
          </Text>
        </Grid>
        <Flex gap="3" wrap="wrap">
          {result.reportCode && (
            <ButtonLink colorPalette="brand" to="/report/{-$code}" params={{ code: result.reportCode }}>
              查看报告
            </ButtonLink>
          )}
          {actions}
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
