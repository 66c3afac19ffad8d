import { Box, Button } from '@chakra-ui/react';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { ServiceRecords } from '@/widgets/service-records';
import { PageHeading } from '@/shared/ui/page-heading';

export function CopyrightCenterPage() {
  const search = useSearch({ from: '/_portal/_center/copyrightCenter' });
  const navigate = useNavigate({ from: '/copyrightCenter' });
  const submit = (
    <Button asChild size="sm" colorPalette="brand">
      <Link to="/copyrightOperation">申请版权登记</Link>
    </Button>
  );
  return (
    <Box>
      <PageHeading title="版权中心" description="版权登记记录：查看受理与审查进度，登记完成后下载作品登记证书。" actions={submit} />
      <ServiceRecords
        scope="center"
        service="copyright"
        title="版权登记记录"
        search={search}
        onSearchChange={(next) => void navigate({ search: next })}
        emptyAction={submit}
      />
    </Box>
  );
}
