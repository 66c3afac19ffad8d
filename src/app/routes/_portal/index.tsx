import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '@/pages/home';

export const Route = createFileRoute('/_portal/')({
  staticData: { title: '首页', access: 'public', prerender: true },
  component: HomePage,
});
