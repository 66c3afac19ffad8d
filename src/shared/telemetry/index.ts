// Loaded on demand (app/entrypoint/telemetry.ts): nothing here is in the first load.
export {
  createTelemetry,
  sampleRateOf,
  DEFAULT_SAMPLE_RATE,
  DEFAULT_VITALS_SAMPLE_RATE,
  TELEMETRY_FLUSH_EVENT,
  TELEMETRY_SCHEMA,
} from './telemetry';
export type {
  ChunkEvent,
  DriftEvent,
  Telemetry,
  TelemetryBatch,
  TelemetryEvent,
  TelemetryOptions,
  UncaughtErrorEvent,
  ViolationEvent,
  VitalEvent,
} from './telemetry';
