import { useSyncExternalStore, type CSSProperties } from 'react';
import { clearTelemetryBatches, getTelemetryBatches, subscribeTelemetryBatches, type ReceivedBatch } from '../api/telemetry';

// Inline styles: like the mock panel, this dev tool must not depend on the app's theme.
const styles = {
  root: { marginTop: 8, paddingTop: 8, borderTop: '1px solid #e5e7eb' },
  heading: { fontWeight: 600, margin: '0 0 6px', fontSize: 13 },
  empty: { color: '#4b5563', margin: 0 },
  list: { maxHeight: '30vh', overflow: 'auto', margin: 0, padding: 0, listStyle: 'none' },
  summary: { cursor: 'pointer', padding: '2px 0' },
  json: { margin: '2px 0 6px', padding: 6, background: '#f9fafb', fontSize: 11, whiteSpace: 'pre-wrap', wordBreak: 'break-all' },
  actions: { display: 'flex', gap: 8, marginTop: 6 },
  button: { padding: '4px 10px', border: '1px solid #d1d5db', borderRadius: 6, background: '#f9fafb', cursor: 'pointer', font: 'inherit' },
} satisfies Record<string, CSSProperties>;

/**
 * TELEMETRY_FLUSH_EVENT of src/shared/telemetry, written out: importing it would load the
 * telemetry module with the mocks instead of when the app is idle.
 */
const FLUSH_EVENT = 'portal:telemetry-flush';

const TYPE_LABELS: Record<string, string> = { drift: '契约偏差', error: '未捕获错误', chunk: '代码块加载失败', vital: '性能指标' };

/** `契约偏差 3 · 性能指标 2`: what a batch carries, by kind. */
function describeBatch(body: unknown): string {
  const events = (body as { events?: unknown } | null)?.events;
  if (!Array.isArray(events)) return '无法解析';
  const counts = new Map<string, number>();
  for (const event of events) {
    const type = String((event as { type?: unknown } | null)?.type);
    const label = TYPE_LABELS[type] ?? '其他';
    counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  return [...counts].map(([label, count]) => `${label} ${count}`).join(' · ') || '无事件';
}

const timeOf = (at: number) => new Date(at).toLocaleTimeString('zh-CN', { hour12: false });

function Batch({ batch }: { batch: ReceivedBatch }) {
  return (
    <li>
      <details>
        <summary style={styles.summary}>
          {timeOf(batch.at)} · {describeBatch(batch.body)}
        </summary>
        <pre style={styles.json}>{typeof batch.body === 'string' ? batch.body : JSON.stringify(batch.body, null, 2)}</pre>
      </details>
    </li>
  );
}

/**
 * The 「遥测」 list: the telemetry batches the mocks received (mocks/api/telemetry), i.e. exactly
 * what a production build with VITE_TELEMETRY_URL would send. A batch goes out when the page is
 * hidden or left, or when 20 events wait; 立即发送 sends what waits now (a batch sent as the page
 * is left is lost with the page's mocks, so QA sends it from here).
 */
export function TelemetryList() {
  const batches = useSyncExternalStore(subscribeTelemetryBatches, getTelemetryBatches, getTelemetryBatches);
  const on = Boolean(import.meta.env.VITE_TELEMETRY_URL);

  return (
    <section style={styles.root} aria-labelledby="telemetry-heading">
      <h2 id="telemetry-heading" style={styles.heading}>
        遥测（{batches.length}）
      </h2>
      {batches.length === 0 ? (
        <p style={styles.empty}>
          {on ? '暂无：页面隐藏或离开时、或积满 20 条事件时发送一批。' : '本构建未开启遥测（未设置 VITE_TELEMETRY_URL）。'}
        </p>
      ) : (
        <ul style={styles.list} aria-label="已收到的遥测批次">
          {batches.map((batch) => (
            <Batch key={batch.id} batch={batch} />
          ))}
        </ul>
      )}
      <div style={styles.actions}>
        <button type="button" style={styles.button} onClick={() => window.dispatchEvent(new Event(FLUSH_EVENT))} disabled={!on}>
          立即发送
        </button>
        <button type="button" style={styles.button} onClick={clearTelemetryBatches} disabled={batches.length === 0}>
          清空遥测
        </button>
      </div>
    </section>
  );
}
