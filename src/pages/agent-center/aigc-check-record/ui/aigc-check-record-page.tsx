import { Box, Button } from '@chakra-ui/react';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { ServiceRecords } from '@/widgets/service-records';
import { PageHeading } from '@/shared/ui/page-heading';

// The institution's own submissions (`channel=direct`); buyers who came through its promotion codes are on /aigcPromRecord.
export function AigcCheckRecordPage() {
  const search = useSearch({ from: '/_portal/_center/aigcCheckRecord' });
  const navigate = useNavigate({ from: '/aigcCheckRecord' });
  const submit = (
    <Button asChild size="sm" colorPalette="brand">
      <Link to="/aigcSubmit">提交AIGC检测</Link>
    </Button>
  );
  return (
    <Box>
      <PageHeading title="AIGC检测记录" description="本机构自主提交的 AIGC 检测记录。" actions={submit} />
      <ServiceRecords
        scope="agent"
        service="aigc"
        channel="direct"
        title="AIGC检测记录"
        search={search}
        onSearchChange={(next) => void navigate({ search: next })}
        emptyAction={submit}
      />
    </Box>
  );
}
