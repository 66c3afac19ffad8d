import { Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { SERVICE_GROUP_LABELS } from '@/entities/check-type';
import { DictTag } from '@/entities/dict';
import { formatDiscount } from '@/features/check-ordering';
import {
  getListPromotionCodesQueryKey,
  useListPromotionCodes,
  useUpdatePromotionCodeStatus,
} from '@/shared/api/generated/endpoints/institution/institution';
import type { PromotionCodeItem } from '@/shared/api/generated/model';
import { PAGE_SIZE_DEFAULT } from '@/shared/config';
import { PageHeading } from '@/shared/ui/page-heading';
import { showToast } from '@/shared/ui/toaster';
import type { CheckPromotionSearch } from '../model/check-promotion-search';
import { PromotionDialog } from './promotion-dialog';
import { PromotionFilters } from './promotion-filters';
import { DASH, orDash } from '@/shared/lib/format';
import { safeLink } from '@/shared/lib/safe-url';
import { CountCell, PriceCell, type TableColumn } from '@/shared/ui/table-scroll';
import { PAGED_QUERY_OPTIONS, ListTable, useRowAction, useUrlList } from '@/shared/ui/list-view';

const HEADERS: readonly TableColumn[] = [
  { label: '推广码' },
  { label: '推广名称' },
  { label: '检测类型' },
  { label: '折扣' },
  { label: '有效期至' },
  { label: '状态' },
  { label: '使用次数', numeric: true },
  { label: '成交金额', numeric: true },
  { label: '操作' },
];

/** The promotion page as a full address to hand out (the contract gives a path of the portal). */
function absoluteLink(link: string): string {
  return new URL(link, window.location.origin).href;
}

/**
 * /checkPromotion (main accounts): the institution's promotion codes with their links, use and
 * takings, filtered and paged in the URL; create a code, copy its link, disable or enable it.
 */
export function CheckPromotionPage() {
  const search = useSearch({ from: '/_portal/_center/checkPromotion' });
  const { go, onPage } = useUrlList<CheckPromotionSearch>();
  const queryClient = useQueryClient();
  const page = search.page ?? 1;
  const [creating, setCreating] = useState(false);
  const { busyId, run } = useRowAction<number>();
  const setStatus = useUpdatePromotionCodeStatus();

  const list = useListPromotionCodes(
    {
      keyword: search.keyword,
      status: search.status,
      service: search.service,
      page,
      pageSize: PAGE_SIZE_DEFAULT,
    },
    PAGED_QUERY_OPTIONS,
  );
  const filtered = Boolean(search.keyword || search.status || search.service);
  const refresh = () =>
    void queryClient.invalidateQueries({
      queryKey: getListPromotionCodesQueryKey(),
    });

  async function copyLink(promotion: PromotionCodeItem) {
    const link = safeLink(promotion.link);
    if (!link) return;
    const url = absoluteLink(link);
    try {
      await navigator.clipboard.writeText(url);
      showToast('success', `已复制 ${promotion.code} 的推广链接`);
    } catch {
      showToast('error', `复制失败，请手动复制：${url}`);
    }
  }

  function toggle(promotion: PromotionCodeItem, trigger: HTMLButtonElement) {
    const disabling = promotion.status === 'enabled';
    void run(promotion.id, {
      trigger,
      confirm: disabling
        ? {
            title: '停用推广码',
            message: `停用后，推广码 ${promotion.code}${promotion.name ? `（${promotion.name}）` : ''}及其链接将不能再使用，可随时重新启用。确定停用吗？`,
            confirmText: '停用',
            tone: 'danger',
          }
        : undefined,
      action: async () => {
        await setStatus.mutateAsync({ id: promotion.id, data: { status: disabling ? 'disabled' : 'enabled' } });
        showToast('success', disabling ? `已停用推广码 ${promotion.code}` : `已启用推广码 ${promotion.code}`);
        refresh();
      },
    });
  }

  return (
    <Stack gap="6">
      <PageHeading
        title="推广检测"
        description="创建带折扣的推广码和推广链接，发给师生自助购买检测；成交记录见“推广统计”。"
        actions={
          <Button colorPalette="brand" onClick={() => setCreating(true)}>
            新建推广码
          </Button>
        }
      />
      <PromotionFilters search={search} onSubmit={go} onReset={() => go({})} />
      <ListTable
        query={list}
        noun="推广码"
        empty={{
          title: '还没有推广码',
          description: '新建推广码后，把推广链接发给师生即可。',
          action: { label: '新建推广码', onClick: () => setCreating(true) },
          filtered,
          noMatch: { title: '没有符合条件的推广码', description: '换个关键词、状态或服务再试试。', onClear: () => go({}) },
        }}
        page={page}
        onPage={onPage}
        columns={HEADERS}
        count={(total) => `共 ${total} 个推广码`}
        row={(promotion) => (
          <Table.Row key={promotion.id}>
            <Table.Cell fontFamily="mono" fontWeight="medium" whiteSpace="nowrap">
              {promotion.code}
            </Table.Cell>
            <Table.Cell minW="8rem">{promotion.name || DASH}</Table.Cell>
            <Table.Cell minW="10rem">
              <Text>{promotion.checkTypeName || DASH}</Text>
              {promotion.service && (
                <Text fontSize="xs" color="fg.muted">
                  {SERVICE_GROUP_LABELS[promotion.service]}
                </Text>
              )}
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap">{orDash(promotion.discount, formatDiscount)}</Table.Cell>
            <Table.Cell whiteSpace="nowrap">{promotion.validUntil || DASH}</Table.Cell>
            <Table.Cell>
              <DictTag type="promotion_status" value={promotion.status} />
            </Table.Cell>
            <CountCell value={promotion.useCount} />
            <PriceCell value={promotion.totalAmount} />
            <Table.Cell>
              <HStack gap="1">
                {/* Without a link (optional in the contract), or with one that is not http(s) or a path
                    here (safeLink), there is nothing to copy or open. */}
                {safeLink(promotion.link) && (
                  <>
                    <Button size="xs" variant="outline" aria-label={`复制链接 ${promotion.code}`} onClick={() => void copyLink(promotion)}>
                      复制链接
                    </Button>
                    <Button asChild size="xs" variant="ghost" colorPalette="brand">
                      <a
                        href={safeLink(promotion.link)}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={`打开 ${promotion.code} 的推广页（新窗口）`}
                      >
                        打开
                      </a>
                    </Button>
                  </>
                )}
                {/* Without a status the page cannot tell which way the switch goes: no switch. */}
                {!promotion.status ? null : promotion.status === 'expired' ? (
                  <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap" px="2">
                    不可启用
                  </Text>
                ) : (
                  <Button
                    size="xs"
                    variant="ghost"
                    colorPalette={promotion.status === 'enabled' ? 'red' : 'green'}
                    loading={busyId === promotion.id}
                    aria-label={`${promotion.status === 'enabled' ? '停用' : '启用'} ${promotion.code}`}
                    onClick={(event) => toggle(promotion, event.currentTarget)}
                  >
                    {promotion.status === 'enabled' ? '停用' : '启用'}
                  </Button>
                )}
              </HStack>
            </Table.Cell>
          </Table.Row>
        )}
      />
      {creating && (
        <PromotionDialog
          onClose={() => setCreating(false)}
          onCreated={(promotion) => {
            setCreating(false);
            showToast('success', `已创建推广码 ${promotion.code}`);
            refresh();
            // The new code is the newest: show it at the top of an unfiltered list.
            go({});
          }}
        />
      )}
    </Stack>
  );
}
