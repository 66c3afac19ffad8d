import { Link as ChakraLink, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { DictTag } from '@/entities/dict';
import { ReportLookup } from '@/entities/report';
import { DownloadButton } from '@/features/file-download';

interface ReportQueryProps {
  /** The code in the path, if any: looked up at once. */
  code?: string;
  /** A code typed in: the page puts it into its own path. */
  onSearch: (code: string) => void;
}

/**
 * The report query of /report and /promotion/report: a check report by its code, with its status,
 * the download once it is done, and the way on to the report validation.
 */
export function ReportQuery({ code, onSearch }: ReportQueryProps) {
  return (
    <>
      <ReportLookup
        code={code}
        onSearch={onSearch}
        renderStatus={(status) => <DictTag type="check_status" value={status} />}
        renderDownload={(report) => (
          <DownloadButton kind="downloadV2" fileId={report.fileId} fileName={`检测报告-${report.code}`} size="md" variant="solid">
            下载报告
          </DownloadButton>
        )}
      />
      <Text mt="8" fontSize="sm" color="fg.muted">
        拿到报告后想确认真伪？
        <ChakraLink asChild color="brand.fg" ms="1">
          <Link to="/reportValidate">前往报告验证</Link>
        </ChakraLink>
      </Text>
    </>
  );
}
