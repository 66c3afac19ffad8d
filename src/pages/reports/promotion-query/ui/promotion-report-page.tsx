import { Box, Container, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { DictTag } from '@/entities/dict';
import { ReportLookup } from '@/entities/report';
import { DownloadButton } from '@/features/file-download';
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
      <ReportLookup
        code={code}
        onSearch={(next) => void navigate({ to: '/promotion/report/{-$code}', params: { code: next } })}
        renderStatus={(status) => <DictTag type="check_status" value={status} />}
        renderDownload={(report) => (
          <DownloadButton kind="downloadV2" fileId={report.fileId} fileName={`检测报告-${report.code}`} size="md" variant="solid">
            下载报告
          </DownloadButton>
        )}
      />
      <Text mt="8" fontSize="sm" color="fg.muted">
        拿到报告后想确认真伪？
        <ChakraLink asChild color="brand.fg" ms="1">
          <Link to="/reportValidate">前往报告验证</Link>
        </ChakraLink>
      </Text>
    </Container>
  );
}
