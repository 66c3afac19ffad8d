import { Container } from '@chakra-ui/react';
import { PageHeading } from '@/shared/ui/page-heading';

export function SubAccountPage() {
  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <PageHeading title="子账号管理" description="创建、编辑、停用子账号。" />
    </Container>
  );
}
