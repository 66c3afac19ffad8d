import { Box, Button } from '@chakra-ui/react';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { ServiceRecords } from '@/widgets/service-records';
import { PageHeading } from '@/shared/ui/page-heading';

// Every service's records (the contract lists /checkListCenter without a `service`), where /checkRecord is the check service alone.
export function CheckListCenterPage() {
  const search = useSearch({ from: '/_portal/_center/checkListCenter' });
  const navigate = useNavigate({ from: '/checkListCenter' });
  const submit = (
    <Button asChild size="sm" colorPalette="brand">
      <Link to="/moreCheckCenter">批量检测</Link>
    </Button>
  );
  return (
    <Box>
      <PageHeading title="检测中心" description="本机构全部服务的检测记录，可按服务、渠道、账号与日期筛选。" actions={submit} />
      <ServiceRecords
        scope="agent"
        title="机构检测记录"
        search={search}
        onSearchChange={(next) => void navigate({ search: next })}
        emptyAction={submit}
      />
    </Box>
  );
}
