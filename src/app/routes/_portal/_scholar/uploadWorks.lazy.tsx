import { createLazyFileRoute } from '@tanstack/react-router';
import { UploadWorksPage } from '@/pages/scholar/upload-works';

export const Route = createLazyFileRoute('/_portal/_scholar/uploadWorks')({
  component: UploadWorksPage,
});
