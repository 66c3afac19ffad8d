import { createFileRoute } from '@tanstack/react-router';
import { PromotionStatictisPage } from '@/pages/agent-center/promotion-statictis';

export const Route = createFileRoute('/_portal/_center/promotionStatictis')({
  staticData: { title: '推广统计', access: 'agentLord' },
  component: PromotionStatictisPage,
});
