import { Container } from '@chakra-ui/react';
import { PageHeading } from '@/shared/ui/page-heading';

export function CheckStatictisPage() {
  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <PageHeading title="检测统计" description="按时间统计的检测数据。" />
    </Container>
  );
}
