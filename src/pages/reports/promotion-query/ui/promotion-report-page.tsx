import { Container } from '@chakra-ui/react';
import { PageHeading } from '@/shared/ui/page-heading';

export function PromotionReportPage() {
  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <PageHeading title="推广报告查询" description="查询推广检测的报告。" />
    </Container>
  );
}
