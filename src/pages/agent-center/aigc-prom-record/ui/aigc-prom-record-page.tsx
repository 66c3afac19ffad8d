import { Container } from '@chakra-ui/react';
import { PageHeading } from '@/shared/ui/page-heading';

export function AigcPromRecordPage() {
  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <PageHeading title="AIGC推广记录" description="AIGC推广检测记录。" />
    </Container>
  );
}
