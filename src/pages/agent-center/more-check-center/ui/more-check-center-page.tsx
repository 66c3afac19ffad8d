import { Container } from '@chakra-ui/react';
import { PageHeading } from '@/shared/ui/page-heading';

export function MoreCheckCenterPage() {
  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <PageHeading title="批量检测" description="一次提交多篇文档检测。" />
    </Container>
  );
}
