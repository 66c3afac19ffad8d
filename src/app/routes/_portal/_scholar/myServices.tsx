import { createFileRoute } from '@tanstack/react-router';
import { MyServicesPage } from '@/pages/scholar/my-services';
import type { MyServicesSearch } from '@/pages/scholar/my-services';

export const Route = createFileRoute('/_portal/_scholar/myServices')({
  staticData: { title: '我的服务', access: 'scholar' },
  // Types the URL state only: the page chunk checks the values, so the first load stays small.
  validateSearch: (search: Record<string, unknown>) => search as MyServicesSearch,
  component: MyServicesPage,
});
