import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_portal/_scholar/uploadWorks')({
  staticData: { title: '上传作品', access: 'scholar' },
});
