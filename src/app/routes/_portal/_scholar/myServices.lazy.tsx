import { createLazyFileRoute } from '@tanstack/react-router';
import { MyServicesPage } from '@/pages/scholar/my-services';

export const Route = createLazyFileRoute('/_portal/_scholar/myServices')({
  component: MyServicesPage,
});
