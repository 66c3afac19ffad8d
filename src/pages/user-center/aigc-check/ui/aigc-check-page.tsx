import { Box, Button } from '@chakra-ui/react';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { ServiceRecords } from '@/widgets/service-records';
import { PageHeading } from '@/shared/ui/page-heading';

export function AigcCheckRecordsPage() {
  const search = useSearch({ from: '/_portal/_center/aigcCheck' });
  const navigate = useNavigate({ from: '/aigcCheck' });
  const submit = (
    <Button asChild size="sm" colorPalette="brand">
      <Link to="/checkSubmit/{-$code}" search={{ service: 'aigc' }}>
        提交AIGC检测
      </Link>
    </Button>
  );
  return (
    <Box>
      <PageHeading title="AIGC检测" description="AIGC检测记录：查看检测进度与 AIGC 占比，检测完成后下载报告。" actions={submit} />
      <ServiceRecords
        scope="center"
        service="aigc"
        title="AIGC检测记录"
        search={search}
        onSearchChange={(next) => void navigate({ search: next })}
        emptyAction={submit}
      />
    </Box>
  );
}
