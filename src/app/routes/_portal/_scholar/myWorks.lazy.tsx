import { createLazyFileRoute } from '@tanstack/react-router';
import { MyWorksPage } from '@/pages/scholar/my-works';

export const Route = createLazyFileRoute('/_portal/_scholar/myWorks')({
  component: MyWorksPage,
});
