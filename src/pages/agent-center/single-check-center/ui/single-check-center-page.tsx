import { Container } from '@chakra-ui/react';
import { PageHeading } from '@/shared/ui/page-heading';

export function SingleCheckCenterPage() {
  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <PageHeading title="单篇检测" description="提交单篇文档检测。" />
    </Container>
  );
}
