import { Box, Button } from '@chakra-ui/react';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { ServiceRecords } from '@/widgets/service-records';
import { PageHeading } from '@/shared/ui/page-heading';

export function OriginalCenterPage() {
  const search = useSearch({ from: '/_portal/_center/originalCenter' });
  const navigate = useNavigate({ from: '/originalCenter' });
  const submit = (
    <Button asChild size="sm" colorPalette="brand">
      <Link to="/originalCertification">申请原创认证</Link>
    </Button>
  );
  return (
    <Box>
      <PageHeading title="原创中心" description="原创认证记录：查看审核进度，认证通过后下载原创认证证书。" actions={submit} />
      <ServiceRecords
        scope="center"
        service="original"
        title="原创认证记录"
        search={search}
        onSearchChange={(next) => void navigate({ search: next })}
        emptyAction={submit}
      />
    </Box>
  );
}
