import { Container, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { DictTag } from '@/entities/dict';
import { ReportLookup } from '@/entities/report';
import { DownloadButton } from '@/features/file-download';
import { PageHeading } from '@/shared/ui/page-heading';

/** /report/{code}: a check report by its code; the code typed in becomes the path. */
export function ReportPage() {
  const { code } = useParams({ from: '/_portal/report/{-$code}' });
  const navigate = useNavigate();
  return (
    <Container maxW="4xl" py={{ base: '6', md: '10' }}>
      <PageHeading title="报告查询" description="输入报告编号，查看检测进度与结果，检测完成后可下载完整报告。" />
      <ReportLookup
        code={code}
        onSearch={(next) => void navigate({ to: '/report/{-$code}', params: { code: next } })}
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
    </Container>
  );
}
