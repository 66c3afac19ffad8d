import { Container } from '@chakra-ui/react';
import { PageHeading } from '@/shared/ui/page-heading';

export function AigcCheckRecordPage() {
  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <PageHeading title="AIGC检测记录" description="AIGC检测的提交记录。" />
    </Container>
  );
}
