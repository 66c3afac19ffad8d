import { Box, Button } from '@chakra-ui/react';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { ServiceRecords } from '@/widgets/service-records';
import { PageHeading } from '@/shared/ui/page-heading';

export function PatentCenterPage() {
  const search = useSearch({ from: '/_portal/_center/patentCenter' });
  const navigate = useNavigate({ from: '/patentCenter' });
  const submit = (
    <Button asChild size="sm" colorPalette="brand">
      <Link to="/patentEvaluation">申请专利评估</Link>
    </Button>
  );
  return (
    <Box>
      <PageHeading title="专利中心" description="专利评估记录：查看评估进度，评估完成后下载评估报告。" actions={submit} />
      <ServiceRecords
        scope="center"
        service="patent"
        title="专利评估记录"
        search={search}
        onSearchChange={(next) => void navigate({ search: next })}
        emptyAction={submit}
      />
    </Box>
  );
}
