import { Box, Button } from '@chakra-ui/react';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { ServiceRecords } from '@/widgets/service-records';
import { PageHeading } from '@/shared/ui/page-heading';

export function PatentRecordPage() {
  const search = useSearch({ from: '/_portal/_center/patentRecord' });
  const navigate = useNavigate({ from: '/patentRecord' });
  const submit = (
    <Button asChild size="sm" colorPalette="brand">
      <Link to="/patentSubmit">提交专利评估</Link>
    </Button>
  );
  return (
    <Box>
      <PageHeading title="专利评估记录" description="本机构的专利评估记录，评估完成后可下载评估报告。" actions={submit} />
      <ServiceRecords
        scope="agent"
        service="patent"
        title="专利评估记录"
        search={search}
        onSearchChange={(next) => void navigate({ search: next })}
        emptyAction={submit}
      />
    </Box>
  );
}
