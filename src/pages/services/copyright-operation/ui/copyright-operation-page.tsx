import { Container } from '@chakra-ui/react';
import { PageHeading } from '@/shared/ui/page-heading';

export function CopyrightOperationPage() {
  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <PageHeading title="版权运营" description="作品版权登记、授权与交易一站式服务。" />
    </Container>
  );
}
