import { Container } from '@chakra-ui/react';
import { PageHeading } from '@/shared/ui/page-heading';

export function PeriodicalInfoPage() {
  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <PageHeading title="期刊详情" description="期刊简介与收录文章。" />
    </Container>
  );
}
