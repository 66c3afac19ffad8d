import { Box, Button } from '@chakra-ui/react';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { ServiceRecords } from '@/widgets/service-records';
import { PageHeading } from '@/shared/ui/page-heading';

export function CheckCenterPage() {
  const search = useSearch({ from: '/_portal/_center/checkCenter' });
  const navigate = useNavigate({ from: '/checkCenter' });
  const submit = (
    <Button asChild size="sm" colorPalette="brand">
      <Link to="/checkSubmit/{-$code}" search={{ service: 'check' }}>
        提交查重
      </Link>
    </Button>
  );
  return (
    <Box>
      <PageHeading title="查重中心" description="学术查重记录：查看检测进度与相似度，检测完成后下载报告。" actions={submit} />
      <ServiceRecords
        scope="center"
        service="check"
        title="查重记录"
        search={search}
        onSearchChange={(next) => void navigate({ search: next })}
        emptyAction={submit}
      />
    </Box>
  );
}
