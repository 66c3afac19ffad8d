import { createFileRoute } from '@tanstack/react-router';
import { UploadWorksPage } from '@/pages/scholar/upload-works';

export const Route = createFileRoute('/_portal/_scholar/uploadWorks')({
  staticData: { title: '上传作品', access: 'scholar' },
  component: UploadWorksPage,
});
