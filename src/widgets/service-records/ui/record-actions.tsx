import { Text } from '@chakra-ui/react';
import { DownloadButton } from '@/features/file-download';
import type { ServiceRecord } from '@/shared/api/generated/model';
import { SERVICE_FACTS } from '../config/services';
import { RECORDS_TEXT as T } from '../config/texts';

/**
 * A finished record's report or certificate (`/common/downloadV2?fileId=`, as the public report
 * page downloads it); nothing to offer before that.
 */
export function RecordActions({ record }: { record: ServiceRecord }) {
  const facts = record.service && SERVICE_FACTS[record.service];
  if (!facts || String(record.status) !== facts.finished || !record.fileId) {
    return <Text color="fg.muted">{T.none}</Text>;
  }
  return (
    <DownloadButton kind="downloadV2" fileId={record.fileId} fileName={`${facts.fileNamePrefix}-${record.code || record.id}`}>
      {facts.downloadLabel}
    </DownloadButton>
  );
}
