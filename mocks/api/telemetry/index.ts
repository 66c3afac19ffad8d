/** What the panel and the HTTP transport use of tag `telemetry`: the beacons received. */
export { clearTelemetryBatches, getTelemetryBatches, subscribeTelemetryBatches, type ReceivedBatch } from './batches';
