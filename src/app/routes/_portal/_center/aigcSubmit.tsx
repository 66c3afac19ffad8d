import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_portal/_center/aigcSubmit')({
  staticData: { title: 'AIGC检测提交', access: 'agent' },
});
