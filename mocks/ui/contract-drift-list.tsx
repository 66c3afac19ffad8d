import { useState, useSyncExternalStore, type CSSProperties } from 'react';
import { clearContractDrift, contractDriftMarkdown, getContractDrift, subscribeContractDrift } from '@/shared/api';

// Inline styles: like the mock panel, this dev tool must not depend on the app's theme.
const styles = {
  root: { marginTop: 8, paddingTop: 8, borderTop: '1px solid #e5e7eb' },
  heading: { fontWeight: 600, margin: '0 0 6px', fontSize: 13 },
  empty: { color: '#4b5563', margin: 0 },
  scroller: { maxHeight: '40vh', overflow: 'auto', border: '1px solid #e5e7eb', borderRadius: 6 },
  table: { borderCollapse: 'collapse', fontSize: 12, width: '100%' },
  cell: { padding: '3px 6px', borderBottom: '1px solid #f3f4f6', textAlign: 'left', verticalAlign: 'top', whiteSpace: 'nowrap' },
  actions: { display: 'flex', gap: 8, marginTop: 6, alignItems: 'center' },
  button: { padding: '4px 10px', border: '1px solid #d1d5db', borderRadius: 6, background: '#f9fafb', cursor: 'pointer', font: 'inherit' },
  failed: { color: '#b91c1c' },
  repaired: { color: '#92400e' },
} satisfies Record<string, CSSProperties>;

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No clipboard permission (plain http, an old browser): select a textarea's text instead.
    const area = document.createElement('textarea');
    area.value = text;
    document.body.append(area);
    area.select();
    const copied = document.execCommand?.('copy') ?? false;
    area.remove();
    return copied;
  }
}

/**
 * The 「契约偏差」 list: every answer that differed from openapi.yaml (src/shared/api/contract-drift.ts),
 * with the operation, the JSON pointer, what the contract expects, what arrived and how often,
 * and the Markdown report for the backend team.
 */
export function ContractDriftList() {
  const entries = useSyncExternalStore(subscribeContractDrift, getContractDrift, getContractDrift);
  const [status, setStatus] = useState('');

  const copy = async () => {
    setStatus((await copyText(contractDriftMarkdown(entries))) ? '报告已复制' : '复制失败，请手动选择');
  };

  return (
    <section style={styles.root} aria-labelledby="contract-drift-heading">
      <h2 id="contract-drift-heading" style={styles.heading}>
        契约偏差（{entries.length}）
      </h2>
      {entries.length === 0 ? (
        <p style={styles.empty}>暂无：所有应答都符合 openapi.yaml。</p>
      ) : (
        <div style={styles.scroller} tabIndex={0} role="region" aria-label="契约偏差列表">
          <table style={styles.table}>
            <thead>
              <tr>
                {['接口', '路径', '位置', '契约期望', '实际收到', '次数', '处理'].map((name) => (
                  <th key={name} style={styles.cell} scope="col">
                    {name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={`${entry.operationId}${entry.pointer}${entry.expected}${entry.received}`}>
                  <td style={styles.cell}>{entry.operationId}</td>
                  <td style={styles.cell}>
                    {entry.method} {entry.path}
                  </td>
                  <td style={styles.cell}>
                    <code>{entry.pointer || '/'}</code>
                  </td>
                  <td style={styles.cell}>{entry.expected}</td>
                  <td style={styles.cell}>{entry.received}</td>
                  <td style={styles.cell}>{entry.count}</td>
                  <td style={{ ...styles.cell, ...(entry.repaired ? styles.repaired : styles.failed) }}>
                    {entry.repaired ? '已兼容' : '请求失败'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div style={styles.actions}>
        <button type="button" style={styles.button} onClick={() => void copy()} disabled={entries.length === 0}>
          复制 Markdown 报告
        </button>
        <button type="button" style={styles.button} onClick={clearContractDrift} disabled={entries.length === 0}>
          清空
        </button>
        <span role="status">{status}</span>
      </div>
    </section>
  );
}
