import { Container } from '@chakra-ui/react';
import { PageHeading } from '@/shared/ui/page-heading';

export function CheckPage() {
  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <PageHeading title="学术查重" description="海量比对资源，快速生成权威查重报告。" />
    </Container>
  );
}
