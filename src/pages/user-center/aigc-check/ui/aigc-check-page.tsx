import { Container } from '@chakra-ui/react';
import { PageHeading } from '@/shared/ui/page-heading';

export function AigcCheckRecordsPage() {
  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <PageHeading title="AIGC检测" description="AIGC检测记录与报告。" />
    </Container>
  );
}
