import { Container } from '@chakra-ui/react';
import { useNavigate, useParams } from '@tanstack/react-router';
import { ReportQuery } from '@/widgets/report-query';
import { PageHeading } from '@/shared/ui/page-heading';

/** /report/{code}: a check report by its code; the code typed in becomes the path. */
export function ReportPage() {
  const { code } = useParams({ from: '/_portal/report/{-$code}' });
  const navigate = useNavigate();
  return (
    <Container maxW="4xl" py={{ base: '6', md: '10' }}>
      <PageHeading title="报告查询" description="输入报告编号，查看检测进度与结果，检测完成后可下载完整报告。" />
      <ReportQuery code={code} onSearch={(next) => void navigate({ to: '/report/{-$code}', params: { code: next } })} />
    </Container>
  );
}
