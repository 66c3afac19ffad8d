import { Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { formatPrice } from '@/shared/lib/format';
import { Link } from '@tanstack/react-router';
import { DictTag } from '@/entities/dict';
import { formatSimilarity } from '@/entities/report';
import type { ServiceRecord } from '@/shared/api/generated/model';
import { CHANNEL_DICT, SERVICE_DICT, SERVICE_FACTS } from '../config/services';
import { RECORDS_TEXT as T } from '../config/texts';
import type { CellOptions, ColumnId } from '../lib/columns';
import { RecordActions } from './record-actions';

const muted = { fontSize: 'xs', color: 'fg.muted' } as const;

function orNone(value: string | null | undefined): string {
  return value === null || value === undefined || value.trim() === '' ? T.none : value;
}

/** `YYYY-MM-DD HH:mm:ss` to the minute: seconds are noise in a list (the CSV keeps them). */
function toMinute(time: string | null | undefined): string {
  return orNone(time?.replace(/^(\d{4}-\d{2}-\d{2} \d{2}:\d{2}):\d{2}$/, '$1'));
}

function money(amount: number | undefined): string {
  return amount === undefined ? T.none : formatPrice(amount);
}

/** What one column shows of one record. */
export function RecordCell({ column, record, options }: { column: ColumnId; record: ServiceRecord; options: CellOptions }) {
  const facts = record.service && SERVICE_FACTS[record.service];
  switch (column) {
    case 'code':
      return facts?.hasReportPage && record.code ? (
        <ChakraLink asChild color="brand.fg" fontFamily="mono" fontSize="sm" whiteSpace="nowrap" title={T.viewReport}>
          <Link to="/report/{-$code}" params={{ code: record.code }}>
            {record.code}
          </Link>
        </ChakraLink>
      ) : (
        <Text fontFamily="mono" fontSize="sm">
          {orNone(record.code)}
        </Text>
      );
    case 'title':
      return (
        <Stack gap="0.5" minW={{ md: '32' }}>
          <Text fontWeight="medium" lineClamp={2} title={record.title}>
            {orNone(record.title)}
          </Text>
          <Text {...muted}>{orNone(record.author)}</Text>
          {options.showPatentNo && record.patentNo && (
            <Text {...muted}>
              {T.patentNo}
              <Text as="span" fontFamily="mono" ms="1">
                {record.patentNo}
              </Text>
            </Text>
          )}
        </Stack>
      );
    case 'type':
      return (
        <Stack gap="1" align="flex-start">
          {options.showService && <DictTag type={SERVICE_DICT} value={record.service} />}
          <Text fontSize="sm">{orNone(record.checkTypeName)}</Text>
        </Stack>
      );
    case 'source':
      return (
        <Stack gap="1" align="flex-start" minW={{ md: '24' }}>
          {options.showAccount && <Text fontSize="sm">{orNone(record.accountName)}</Text>}
          {options.showChannel && <DictTag type={CHANNEL_DICT} value={record.channel} />}
          {options.showChannel && record.promotionCode && <Text {...muted}>{record.promotionCode}</Text>}
        </Stack>
      );
    case 'promotion':
      return (
        <Stack gap="0.5">
          <Text fontFamily="mono" fontSize="sm">
            {orNone(record.promotionCode)}
          </Text>
          {record.customer && <Text {...muted}>{record.customer}</Text>}
        </Stack>
      );
    case 'status':
      return (
        <Stack gap="1" align="flex-start" minW={{ md: '20' }} maxW={{ md: '44' }}>
          {facts ? <DictTag type={facts.statusDict} value={record.status} /> : <Text>{orNone(String(record.status ?? ''))}</Text>}
          {record.remark && (
            <Text fontSize="xs" color="fg.error">
              {T.remark}：{record.remark}
            </Text>
          )}
        </Stack>
      );
    case 'result':
      return <Text fontSize="sm">{facts?.resultLabel ? formatSimilarity(record.similarity) || T.none : T.none}</Text>;
    case 'amount':
      return <Text fontSize="sm">{money(record.amount)}</Text>;
    case 'time':
      return (
        <Stack gap="0.5" whiteSpace={{ md: 'nowrap' }}>
          <Text fontSize="sm">{toMinute(record.createTime)}</Text>
          {record.finishTime && (
            <Text {...muted}>
              {T.finishedAt} {toMinute(record.finishTime)}
            </Text>
          )}
        </Stack>
      );
    case 'actions':
      return <RecordActions record={record} />;
  }
}
