import { Box, Button } from '@chakra-ui/react';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { ServiceRecords } from '@/widgets/service-records';
import { PageHeading } from '@/shared/ui/page-heading';

// The check service's records of both channels (the contract: /checkRecord is `service=check`); /checkListCenter is the cross-service list.
export function CheckRecordPage() {
  const search = useSearch({ from: '/_portal/_center/checkRecord' });
  const navigate = useNavigate({ from: '/checkRecord' });
  const submit = (
    <Button asChild size="sm" colorPalette="brand">
      <Link to="/singleCheckCenter">提交检测</Link>
    </Button>
  );
  return (
    <Box>
      <PageHeading title="检测记录" description="本机构的学术查重记录，含自主提交与推广码带来的检测。" actions={submit} />
      <ServiceRecords
        scope="agent"
        service="check"
        title="检测记录"
        search={search}
        onSearchChange={(next) => void navigate({ search: next })}
        emptyAction={submit}
      />
    </Box>
  );
}
