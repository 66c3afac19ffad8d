import { useState, useSyncExternalStore, type CSSProperties, type DragEvent } from 'react';
import { HAR_PREFIX, getUnrecordedRequests, subscribeUnrecordedRequests } from '../har/handler';
import { importHarFile, type HarScenarioMeta } from '../har/import';
import { MASK_LABELS, type MaskCounts, type MaskKind } from '../har/mask';
import { harEntries, listHarScenarios, removeHarScenario, saveHarScenario, subscribeHarScenarios } from '../har/store';
import { getScenario, setScenario, subscribeScenario } from '../scenarios';

// Inline styles: like the mock panel, this dev tool must not depend on the app's theme.
const styles = {
  root: { marginTop: 8, paddingTop: 8, borderTop: '1px solid #e5e7eb' },
  heading: { fontWeight: 600, margin: '0 0 6px', fontSize: 13 },
  drop: { padding: 8, border: '1px dashed #9ca3af', borderRadius: 6, background: '#f9fafb' },
  dropActive: { borderColor: '#2563eb', background: '#eff6ff' },
  hint: { display: 'block', color: '#4b5563', fontSize: 12 },
  list: { margin: '6px 0 0', padding: 0, listStyle: 'none' },
  item: { display: 'flex', gap: 8, alignItems: 'center', padding: '2px 0', flexWrap: 'wrap' },
  button: { padding: '2px 8px', border: '1px solid #d1d5db', borderRadius: 6, background: '#f9fafb', cursor: 'pointer', font: 'inherit' },
  pressed: { background: '#dbeafe', borderColor: '#2563eb' },
  ok: { margin: '6px 0 0', color: '#065f46' },
  error: { margin: '6px 0 0', color: '#b91c1c' },
  table: { borderCollapse: 'collapse', fontSize: 12, marginTop: 4 },
  cell: { padding: '2px 6px', borderBottom: '1px solid #f3f4f6', textAlign: 'left', whiteSpace: 'nowrap' },
} satisfies Record<string, CSSProperties>;

const KINDS: readonly MaskKind[] = ['token', 'password', 'cookie', 'mobile', 'idNumber', 'name', 'email', 'page'];

/** `令牌 2 · 密码 0 · Cookie 3 · 手机号 0 · 身份证号 1`: every kind, so a 0 says it was looked for. */
export function describeMasked(counts: MaskCounts): string {
  return KINDS.map((kind) => `${MASK_LABELS[kind]} ${counts[kind]}`).join(' · ');
}

type Status = { kind: 'ok' | 'error'; text: string } | undefined;

function UnrecordedRequests() {
  const rows = useSyncExternalStore(subscribeUnrecordedRequests, getUnrecordedRequests, getUnrecordedRequests);
  return (
    <div>
      <h3 style={styles.heading} id="har-unrecorded-heading">
        未录制的请求（{rows.length}）
      </h3>
      {rows.length === 0 ? (
        <p style={styles.hint}>暂无：目前每个请求都有录制的应答。</p>
      ) : (
        <table style={styles.table} aria-labelledby="har-unrecorded-heading">
          <thead>
            <tr>
              {['方法', '路径', '次数'].map((name) => (
                <th key={name} style={styles.cell} scope="col">
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.method} ${row.path}`}>
                <td style={styles.cell}>{row.method}</td>
                <td style={styles.cell}>
                  <code>{row.path}</code>
                </td>
                <td style={styles.cell}>{row.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <small style={styles.hint}>这些请求由模拟数据应答，回放在此处不再代表真实后端。</small>
    </div>
  );
}

/**
 * Saves the kept (masked) entries as a HAR file: what goes under e2e/fixtures/har/ for a
 * regression test (docs/testing.md), with nothing personal left in it.
 */
async function exportMasked(name: string): Promise<void> {
  const entries = await harEntries(name);
  if (!entries) return;
  const har = { log: { version: '1.2', creator: { name: 'academic-portal mock panel', version: '1' }, entries } };
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([JSON.stringify(har, null, 2)], { type: 'application/json' }));
  link.download = `${name}.masked.har`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 0);
}

function Item({ meta, current }: { meta: HarScenarioMeta; current: boolean }) {
  const scenario = `${HAR_PREFIX}${meta.name}` as const;
  const remove = async () => {
    if (current) setScenario('normal');
    await removeHarScenario(meta.name).catch(() => undefined);
  };
  return (
    <li style={styles.item}>
      <code>{scenario}</code>
      <span style={styles.hint}>
        {meta.entryCount} 条应答 · 已屏蔽 {describeMasked(meta.masked)}
      </span>
      <button
        type="button"
        style={{ ...styles.button, ...(current ? styles.pressed : {}) }}
        aria-pressed={current}
        aria-label={`回放 ${scenario}`}
        onClick={() => setScenario(scenario)}
      >
        回放
      </button>
      <button type="button" style={styles.button} aria-label={`导出已屏蔽的 ${scenario}`} onClick={() => void exportMasked(meta.name)}>
        导出
      </button>
      <button type="button" style={styles.button} aria-label={`删除 ${scenario}`} onClick={() => void remove()}>
        删除
      </button>
    </li>
  );
}

/**
 * 「录制回放（HAR）」: imports a HAR exported from a browser (chosen or dropped) as scenario
 * `har:<name>`, lists the kept ones, and while one replays lists the requests it did not hold.
 * A refused file changes nothing: no scenario is kept, the current one stays.
 */
export function HarScenarios() {
  const kept = useSyncExternalStore(subscribeHarScenarios, listHarScenarios, listHarScenarios);
  const current = useSyncExternalStore(subscribeScenario, getScenario, getScenario);
  const [status, setStatus] = useState<Status>();
  const [dragging, setDragging] = useState(false);

  const importFile = async (file: File | undefined) => {
    if (!file) return;
    const result = await importHarFile(file);
    if (!result.ok) {
      setStatus({ kind: 'error', text: result.message });
      return;
    }
    const { meta } = result.har;
    try {
      await saveHarScenario(result.har);
    } catch {
      setStatus({ kind: 'error', text: '无法保存到浏览器（IndexedDB 不可用或空间不足），未导入。' });
      return;
    }
    setScenario(`${HAR_PREFIX}${meta.name}`);
    setStatus({
      kind: 'ok',
      text: `已导入 ${HAR_PREFIX}${meta.name}（${meta.entryCount} 条应答），正在回放。已屏蔽：${describeMasked(meta.masked)}。`,
    });
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    void importFile(event.dataTransfer.files[0]);
  };

  return (
    <section style={styles.root} aria-labelledby="har-heading">
      <h2 id="har-heading" style={styles.heading}>
        录制回放（HAR）
      </h2>
      <div
        style={{ ...styles.drop, ...(dragging ? styles.dropActive : {}) }}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <label>
          导入 HAR 文件：
          <input
            type="file"
            accept=".har,application/json"
            onChange={(event) => {
              void importFile(event.target.files?.[0]);
              // The same file can be chosen again after a fix.
              event.target.value = '';
            }}
          />
        </label>
        <small style={styles.hint}>
          选择或拖入浏览器开发者工具「网络」面板导出的 .har 文件（不超过 50 MB）。导入时去掉 Authorization、Cookie
          和令牌，手机号、身份证号打码；登录仍由模拟账号完成。
        </small>
      </div>
      {status?.kind === 'ok' && (
        <p role="status" style={styles.ok}>
          {status.text}
        </p>
      )}
      {status?.kind === 'error' && (
        <p role="alert" style={styles.error}>
          {status.text}
        </p>
      )}
      {kept.length > 0 && (
        <ul style={styles.list} aria-label="已导入的 HAR 场景">
          {kept.map((meta) => (
            <Item key={meta.name} meta={meta} current={current === `${HAR_PREFIX}${meta.name}`} />
          ))}
        </ul>
      )}
      {current.startsWith(HAR_PREFIX) && <UnrecordedRequests />}
    </section>
  );
}
