import { Box } from '@chakra-ui/react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { ServiceRecords } from '@/widgets/service-records';
import { PageHeading } from '@/shared/ui/page-heading';

// Records bought through the institution's promotion codes (`channel=promotion`), with code and customer; its own submissions are on /aigcCheckRecord.
export function AigcPromRecordPage() {
  const search = useSearch({ from: '/_portal/_center/aigcPromRecord' });
  const navigate = useNavigate({ from: '/aigcPromRecord' });
  return (
    <Box>
      <PageHeading title="AIGC推广记录" description="通过本机构推广码购买的 AIGC 检测记录，含推广码与客户。" />
      <ServiceRecords
        scope="agent"
        service="aigc"
        channel="promotion"
        title="AIGC推广记录"
        search={search}
        onSearchChange={(next) => void navigate({ search: next })}
      />
    </Box>
  );
}
