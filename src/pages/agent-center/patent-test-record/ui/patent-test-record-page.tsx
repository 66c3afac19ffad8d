import { Box, Button } from '@chakra-ui/react';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { ServiceRecords } from '@/widgets/service-records';
import { PageHeading } from '@/shared/ui/page-heading';

export function PatentTestRecordPage() {
  const search = useSearch({ from: '/_portal/_center/patentTestRecord' });
  const navigate = useNavigate({ from: '/patentTestRecord' });
  const submit = (
    <Button asChild size="sm" colorPalette="brand">
      <Link to="/patentTestSubmit">提交专利检测</Link>
    </Button>
  );
  return (
    <Box>
      <PageHeading title="专利检测记录" description="本机构的专利检测记录，检测完成后可下载报告。" actions={submit} />
      <ServiceRecords
        scope="agent"
        service="patentCheck"
        title="专利检测记录"
        search={search}
        onSearchChange={(next) => void navigate({ search: next })}
        emptyAction={submit}
      />
    </Box>
  );
}
