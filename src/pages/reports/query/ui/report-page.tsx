import { Container } from '@chakra-ui/react';
import { PageHeading } from '@/shared/ui/page-heading';

export function ReportPage() {
  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <PageHeading title="报告查询" description="输入报告编号查询检测报告。" />
    </Container>
  );
}
