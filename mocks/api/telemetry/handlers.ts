import { HttpResponse } from 'msw';
import { onApi } from '../../lib/on-api';
import { receiveTelemetryBatch } from './batches';

/**
 * Stores what arrives and answers the bare envelope, as the endpoint's provisional contract says.
 * mocks/handlers.ts puts it before the scenarios: a scenario that fails every call must not hide
 * the beacons.
 */
export const telemetryHandler = onApi('sendTelemetry', async ({ request }) => {
  const text = await request.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Kept as text: the panel shows what a broken sender sent.
  }
  receiveTelemetryBatch(body);
  return HttpResponse.json({ code: 200, msg: '操作成功' });
});

/** Tag `telemetry`: the beacons of the demo build. */
export const handlers = [telemetryHandler];
