import { Button, HStack, SimpleGrid } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { notify } from '@/shared/api';
import {
  getListMyScholarServicesQueryKey,
  useListMyScholarServices,
  useUpdateScholarServiceStatus,
} from '@/shared/api/generated/endpoints/scholar/scholar';
import type { ScholarService, ScholarServiceListResult } from '@/shared/api/generated/model';
import { confirmDialog } from '@/shared/ui/confirm-dialog';
import { EmptyList } from '@/shared/ui/empty-list';
import { ErrorState } from '@/shared/ui/error-state';
import { ListSkeleton } from '@/shared/ui/list-skeleton';
import { PageHeading } from '@/shared/ui/page-heading';
import type { ServiceFilter } from '../model/search';
import { ServiceCard } from './service-card';

const FILTER_LABELS: ReadonlyArray<[ServiceFilter | undefined, string]> = [
  [undefined, '全部'],
  ['online', '已上线'],
  ['offline', '已下线'],
];

/**
 * /myServices: the scholar's services (a short list, not paged), filtered by status in the URL;
 * each is put online or offline (updateScholarServiceStatus). Taking one offline asks first.
 */
export function MyServicesPage() {
  const search = useSearch({ from: '/_portal/_scholar/myServices' });
  const navigate = useNavigate({ from: '/myServices' });
  const queryClient = useQueryClient();
  const list = useListMyScholarServices({ request: { silent: true } });
  const update = useUpdateScholarServiceStatus({
    mutation: {
      onSuccess: (answer) => {
        const changed = answer.data;
        if (!changed) return;
        queryClient.setQueryData<ScholarServiceListResult>(getListMyScholarServicesQueryKey(), (current) =>
          current?.data ? { ...current, data: current.data.map((row) => (row.id === changed.id ? changed : row)) } : current,
        );
        notify('success', `「${changed.name}」已${changed.enabled ? '上线' : '下线'}`);
      },
    },
  });

  const all = list.data?.data ?? [];
  const rows = all.filter((service) => !search.status || service.enabled === (search.status === 'online'));

  async function toggle(service: ScholarService) {
    if (service.enabled) {
      const ok = await confirmDialog({
        title: '下线服务',
        message: `下线后将暂停对外提供「${service.name}」，可随时重新上线。`,
        confirmText: '下线',
        tone: 'danger',
      });
      if (!ok) return;
    }
    // The client has already shown why a call failed; the card keeps its state.
    await update.mutateAsync({ id: service.id, data: { enabled: !service.enabled } }).catch(() => undefined);
  }

  return (
    <>
      <PageHeading title="我的服务" description="上线即对外提供该服务，下线即暂停。" />
      <HStack role="group" aria-label="按状态筛选" gap="2" mb="4" flexWrap="wrap">
        {FILTER_LABELS.map(([value, label]) => {
          const count = value === undefined ? all.length : all.filter((service) => service.enabled === (value === 'online')).length;
          const current = search.status === value;
          return (
            <Button
              key={label}
              size="sm"
              variant={current ? 'solid' : 'outline'}
              colorPalette={current ? 'brand' : 'gray'}
              aria-pressed={current}
              onClick={() => void navigate({ search: value ? { status: value } : {}, replace: true })}
            >
              {label}
              {list.isSuccess && `（${count}）`}
            </Button>
          );
        })}
      </HStack>
      {list.isPending ? (
        <ListSkeleton variant="cards" columns={2} count={4} label="正在加载服务" />
      ) : list.isError ? (
        <ErrorState message={list.error.message} onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyList
          title={all.length === 0 ? '暂无服务' : search.status === 'online' ? '没有已上线的服务' : '没有已下线的服务'}
          description={all.length === 0 ? '平台为您开通服务后会显示在这里。' : undefined}
          action={all.length > 0 ? { label: '查看全部服务', onClick: () => void navigate({ search: {} }) } : undefined}
        />
      ) : (
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
          {rows.map((service) => (
            <ServiceCard
              key={service.id}
              service={service}
              busy={update.isPending && update.variables?.id === service.id}
              onToggle={(target) => void toggle(target)}
            />
          ))}
        </SimpleGrid>
      )}
    </>
  );
}
