import { Badge, Card, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { useListResourcePackages } from '@/shared/api/generated/endpoints/resource/resource';
import { EmptyList } from '@/shared/ui/empty-list';
import type { ResourcePackage } from '@/shared/api/generated/model';
import { ShortList } from '@/shared/ui/list-view';
import { LandingPage, LandingSection, LinkButton, ServiceIntro } from '@/widgets/service-landing';

const YUAN = new Intl.NumberFormat('zh-CN', { style: 'currency', currency: 'CNY', minimumFractionDigits: 2 });
const yuan = (value: number | undefined): string => (value === undefined ? '—' : YUAN.format(value));

const KINDS = [
  { mark: '讲', title: '课程讲义', description: '各学科专家编写的专题讲义，适合课程学习与自学。' },
  { mark: '模', title: '工具模板', description: '学位论文、开题报告、基金申请书等写作模板。' },
  { mark: '数', title: '研究数据集', description: '按研究热点整理的文献与指标数据，附字段说明。' },
  { mark: '报', title: '研究报告', description: '学科发展与研究热点的系统梳理和趋势分析。' },
] as const;

const STEPS = [
  { title: '选择资源包', description: '按学习与研究阶段选择合适的资源包。' },
  { title: '下单支付', description: '支持微信、支付宝与余额支付，可使用优惠券。' },
  { title: '下载资源', description: '在「隐私资源」中下载资源包包含的全部资源。' },
] as const;

/** The packages on sale, read from the public list (no login needed to look). */
function PackagePreview() {
  const query = useListResourcePackages();
  return (
    <ShortList
      query={query}
      loading={{ variant: 'rows', count: 3, label: '正在加载资源包' }}
      errorTitle="资源包加载失败"
      empty={<EmptyList title="暂无在售资源包" description="资源包正在整理中，请稍后再来" />}
    >
      {(packages) => <PackageGrid packages={packages} />}
    </ShortList>
  );
}

function PackageGrid({ packages }: { packages: ResourcePackage[] }) {
  return (
    <SimpleGrid as="ul" listStyleType="none" m="0" p="0" columns={{ base: 1, sm: 2, lg: Math.min(packages.length, 4) }} gap="4">
      {packages.map((pack) => (
        <Card.Root as="li" key={pack.id} variant="outline">
          <Card.Body gap="2">
            <Card.Title as="h3" fontSize="md">
              {pack.name}
            </Card.Title>
            <HStack gap="2" align="baseline" wrap="wrap">
              <Text fontSize="xl" fontWeight="bold" color="brand.fg">
                {yuan(pack.price)}
              </Text>
              {pack.originalPrice !== undefined && pack.price !== undefined && pack.originalPrice > pack.price && (
                <Text as="s" fontSize="sm" color="fg.muted">
                  {yuan(pack.originalPrice)}
                </Text>
              )}
              {pack.validDays !== undefined && <Badge variant="subtle">有效期 {pack.validDays} 天</Badge>}
            </HStack>
            {pack.description && <Card.Description>{pack.description}</Card.Description>}
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}

/** /resources: the resource-sharing service — what is shared, the packages, how to get them. */
export function ResourcesPage() {
  return (
    <LandingPage
      title="资源共享"
      description="汇集专家讲义、写作模板、研究数据集与研究报告，按需购买资源包即可下载。"
      actions={<LinkButton link={{ to: '/buyResource', label: '购买资源包' }} size="lg" />}
      intro="资源共享平台由入驻专家与合作机构供稿，资源经平台审核后上架。购买资源包后，包内资源在有效期内可不限次下载；资源持续更新，新上架资源自动纳入对应资源包。"
    >
      <ServiceIntro
        order={['features', 'own', 'steps', 'cta']}
        features={{ title: '共享资源类型', items: KINDS, columns: 4 }}
        steps={{ title: '获取流程', items: STEPS, label: '资源获取流程' }}
        cta={{
          title: '开始使用资源共享',
          description: '购买资源包即可下载；专家与机构也可申请入驻，分享资源并获得收益。',
          links: [
            { to: '/buyResource', label: '购买资源包' },
            { to: '/privacyResource', label: '我的隐私资源' },
            { to: '/submitApplication', label: '申请入驻', variant: 'ghost' },
          ],
          stackOnPhones: true,
        }}
      >
        <LandingSection title="在售资源包" description="登录后可购买，已购买的资源可在「隐私资源」中下载。">
          <PackagePreview />
        </LandingSection>
      </ServiceIntro>
    </LandingPage>
  );
}
