import { StrictMode, Suspense, lazy } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { createQueryClient } from '@/shared/api';
import { isInWechat } from '@/shared/lib/bridge';
import { AppProviders } from './entrypoint/app-providers';
import { startNewsApp } from './news-app';
import { createAppRouter } from './router/router';
import { wireSession } from './session-wiring';

const useMocks = import.meta.env.VITE_USE_MOCKS === 'true';

// The mock panel and MSW are only in bundles that run mocks (dev, demo): never in production.
const MockPanel = useMocks ? lazy(() => import('@mocks/index').then((m) => ({ default: m.MockPanel }))) : null;

async function start() {
  if (useMocks) {
    const { startMockWorker, installFakeNewsAppBridge } = await import('@mocks/index');
    await startMockWorker();
    installFakeNewsAppBridge();
  }
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  wireSession(router);
  startNewsApp(router);
  // The WeChat share module and its JS-SDK load only inside WeChat.
  if (isInWechat()) void import('./wechat-share').then((m) => m.startWechatShare(router));
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
        {MockPanel && (
          <Suspense fallback={null}>
            <MockPanel />
          </Suspense>
        )}
      </AppProviders>
    </StrictMode>,
  );
}

void start();
