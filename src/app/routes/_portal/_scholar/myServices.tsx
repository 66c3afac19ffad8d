import { createFileRoute } from '@tanstack/react-router';
import { validateMyServicesSearch } from '@/pages/scholar/my-services';

export const Route = createFileRoute('/_portal/_scholar/myServices')({
  staticData: { title: '我的服务', access: 'scholar' },
  validateSearch: validateMyServicesSearch,
});
