import { useState, useSyncExternalStore, type CSSProperties, type KeyboardEvent } from 'react';
import { getContractDrift, subscribeContractDrift } from '@/shared/api';
import { ContractDriftList } from './contract-drift-list';

const styles = {
  root: {
    position: 'fixed',
    left: 12,
    bottom: 12,
    zIndex: 2147483000,
    font: '13px/1.5 system-ui, "PingFang SC", "Microsoft YaHei", sans-serif',
    color: '#1f2937',
    display: 'flex',
    flexDirection: 'column-reverse',
    alignItems: 'flex-start',
  },
  toggle: { padding: '6px 12px', border: '1px solid #d1d5db', borderRadius: 999, background: '#fffbeb', boxShadow: '0 2px 8px rgba(0,0,0,0.15)', cursor: 'pointer', font: 'inherit' },
  panel: { marginBottom: 8, padding: '10px 12px', width: 'min(92vw, 720px)', border: '1px solid #d1d5db', borderRadius: 8, background: '#ffffff', boxShadow: '0 4px 16px rgba(0,0,0,0.18)' },
} satisfies Record<string, CSSProperties>;

/**
 * The conformance panel alone, for `API_PROXY_TARGET=... npm run dev` (a real backend, no mocks):
 * what the real backend answered differently from openapi.yaml. Mounted only by the dev server.
 */
export function ContractDriftPanel() {
  const count = useSyncExternalStore(subscribeContractDrift, () => getContractDrift().length, () => 0);
  const [open, setOpen] = useState(false);
  const closeOnEscape = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') setOpen(false);
  };
  return (
    <aside style={styles.root} aria-label="契约偏差面板" onKeyDown={closeOnEscape}>
      <button type="button" style={styles.toggle} aria-expanded={open} onClick={() => setOpen((value) => !value)}>
        契约偏差：{count}
      </button>
      {open && (
        <div style={styles.panel}>
          <ContractDriftList />
        </div>
      )}
    </aside>
  );
}
