import { Box, Container, Text } from '@chakra-ui/react';
import { useNavigate, useParams } from '@tanstack/react-router';
import { ReportQuery } from '@/widgets/report-query';
import { PageHeading } from '@/shared/ui/page-heading';

/**
 * /promotion/report/{code}: the report query of the promotion channel (a partner's link carries
 * the code); the same lookup, in the promotion's framing, staying on the promotion path.
 */
export function PromotionReportPage() {
  const { code } = useParams({ from: '/_portal/promotion/report/{-$code}' });
  const navigate = useNavigate();
  return (
    <Container maxW="4xl" py={{ base: '6', md: '10' }}>
      <Box
        bgGradient="to-r"
        gradientFrom="brand.subtle"
        gradientTo="orange.50"
        rounded="lg"
        px={{ base: '4', md: '8' }}
        pt={{ base: '5', md: '8' }}
        pb="1"
        mb="6"
      >
        <Text fontSize="sm" color="brand.fg" fontWeight="semibold" mb="1">
          合作推广通道
        </Text>
        <PageHeading title="推广报告查询" description="通过合作机构提交的检测，可在此凭报告编号查询进度并下载报告。" />
      </Box>
      <ReportQuery code={code} onSearch={(next) => void navigate({ to: '/promotion/report/{-$code}', params: { code: next } })} />
    </Container>
  );
}
