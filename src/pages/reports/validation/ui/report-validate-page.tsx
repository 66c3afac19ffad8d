import { Container } from '@chakra-ui/react';
import { PageHeading } from '@/shared/ui/page-heading';

export function ReportValidatePage() {
  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <PageHeading title="报告验证" description="验证检测报告的真伪。" />
    </Container>
  );
}
