import { Box, Card, chakra, Heading, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { Report } from '@/shared/api/generated/model';
import { formatDateTime, formatSimilarity, similarityPalette } from '../lib/report-format';

export interface ReportCardProps {
  report: Report;
  /** The status as the page shows it (a dictionary tag: entities do not import each other). */
  status: ReactNode;
  /** A note under the facts, e.g. why the report cannot be downloaded yet. */
  note?: ReactNode;
  /** Buttons: download, refresh. */
  actions?: ReactNode;
  /** The card's title level in the page outline (default h2). */
  headingAs?: 'h2' | 'h3';
}

const text = (value: string | undefined): string => value?.trim() ?? '';

/** A check report: code, title, author, check type, times, status and total similarity. */
export function ReportCard({ report, status, note, actions, headingAs = 'h2' }: ReportCardProps) {
  const similarity = formatSimilarity(report.similarity);
  const created = formatDateTime(report.createTime);
  const facts: Array<[string, ReactNode]> = [
    ['报告编号', text(report.code)],
    ['作者', text(report.author)],
    ['检测类型', text(report.checkTypeName)],
    ['提交时间', created],
  ];
  return (
    <Card.Root variant="outline" aria-label={`报告 ${text(report.code)}`}>
      <Card.Body gap="5" p={{ base: '4', md: '6' }}>
        <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" gap="3">
          <Stack gap="2" minW="0">
            <HStack gap="2" flexWrap="wrap">
              <Text fontSize="sm" color="fg.muted">
                检测状态
              </Text>
              {status}
            </HStack>
            <Heading as={headingAs} size={{ base: 'md', md: 'lg' }} lineHeight="short" wordBreak="break-word">
              {text(report.title) || '未命名文档'}
            </Heading>
          </Stack>
          {similarity && (
            <Box minW={{ md: '48' }} textAlign={{ md: 'end' }}>
              <Text fontSize="sm" color="fg.muted">
                总文字复制比
              </Text>
              <Text fontSize="3xl" fontWeight="bold" color={`${similarityPalette(report.similarity as number)}.600`} lineHeight="1.2">
                {similarity}
              </Text>
              <Progress.Root
                value={report.similarity as number}
                max={100}
                size="xs"
                mt="1"
                colorPalette={similarityPalette(report.similarity as number)}
                aria-label="总文字复制比"
              >
                <Progress.Track>
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
            </Box>
          )}
        </Stack>
        <chakra.dl display="grid" gridTemplateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }} gap="4">
          {facts
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <Box key={label} minW="0">
                <chakra.dt fontSize="xs" color="fg.muted">
                  {label}
                </chakra.dt>
                <chakra.dd m="0" fontSize="sm" fontWeight="medium" wordBreak="break-all">
                  {value}
                </chakra.dd>
              </Box>
            ))}
        </chakra.dl>
        {note}
        {actions && (
          <HStack gap="3" flexWrap="wrap">
            {actions}
          </HStack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
