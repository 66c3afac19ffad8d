import { createFileRoute } from '@tanstack/react-router';
import { OriginalCertificationPage } from '@/pages/services/original-certification';

export const Route = createFileRoute('/_portal/originalCertification')({
  staticData: { title: '原创认证', access: 'public' },
  component: OriginalCertificationPage,
});
