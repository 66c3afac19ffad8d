import { Box, SimpleGrid, Tabs, Text } from '@chakra-ui/react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useRef } from 'react';
import { useListMyCoupons } from '@/shared/api/generated/endpoints/resource/resource';
import type { CouponStatus } from '@/shared/api/generated/model';
import { PAGE_SIZE_DEFAULT } from '@/shared/config';
import { PageHeading } from '@/shared/ui/page-heading';
import { COUPON_TABS } from '../lib/coupon-search';
import { CouponCard } from './coupon-card';
import { PAGED_QUERY_OPTIONS, ListView, listPage } from '@/shared/ui/list-view';

const TAB_LABEL: Record<CouponStatus, string> = { available: '可使用', used: '已使用', expired: '已过期' };
const EMPTY_HINT: Record<CouponStatus, string> = {
  available: '参与平台活动或购买资源包可获得优惠券。',
  used: '下单时使用的优惠券会显示在这里。',
  expired: '过期未使用的优惠券会显示在这里。',
};

/** /coupon: the user's coupons by status (tabs) and page, both in the URL (listMyCoupons). */
export function CouponPage() {
  const search = useSearch({ from: '/_portal/_center/coupon' });
  const navigate = useNavigate({ from: '/coupon' });
  const listTop = useRef<HTMLDivElement>(null);
  const status: CouponStatus = search.status ?? 'available';
  const page = search.page ?? 1;

  const list = useListMyCoupons({ status, page, pageSize: PAGE_SIZE_DEFAULT }, PAGED_QUERY_OPTIONS);
  const { total } = listPage(list.data);

  const onPage = useCallback(
    (next: number) => void navigate({ search: (prev) => ({ ...prev, page: next > 1 ? next : undefined }) }),
    [navigate],
  );

  return (
    <>
      <PageHeading title="优惠券" description="购买资源包时可使用优惠券抵扣，每笔订单限用一张。" />
      <Tabs.Root
        value={status}
        onValueChange={(details) => {
          const next = COUPON_TABS.find((tab) => tab === details.value) ?? 'available';
          void navigate({ search: next === 'available' ? {} : { status: next } });
        }}
        variant="line"
        colorPalette="brand"
      >
        <Tabs.List mb="4">
          {COUPON_TABS.map((tab) => (
            <Tabs.Trigger key={tab} value={tab}>
              {TAB_LABEL[tab]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {/* One panel for the chosen tab: the other tabs' lists load when chosen. */}
        <Tabs.Content value={status} pt="0">
          <Box ref={listTop} scrollMarginTop="20">
            <Text fontSize="sm" color="fg.muted" mb="3" aria-live="polite">
              {list.isPending || list.isError ? '\u00a0' : `共 ${total} 张${TAB_LABEL[status]}的优惠券`}
            </Text>
            <ListView
              query={list}
              noun="优惠券"
              loading={{ count: 3 }}
              errorTitle="优惠券加载失败"
              empty={{ title: `暂无${TAB_LABEL[status]}的优惠券`, description: EMPTY_HINT[status] }}
              page={page}
              onPage={onPage}
              scrollTargetRef={listTop}
            >
              {(rows) => (
                <>
                  <SimpleGrid
                    as="ul"
                    listStyleType="none"
                    m="0"
                    p="0"
                    columns={{ base: 1, lg: 2 }}
                    gap="4"
                    aria-label={`${TAB_LABEL[status]}的优惠券`}
                  >
                    {rows.map((coupon) => (
                      <li key={coupon.id}>
                        <CouponCard coupon={coupon} />
                      </li>
                    ))}
                  </SimpleGrid>
                </>
              )}
            </ListView>
          </Box>
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}
