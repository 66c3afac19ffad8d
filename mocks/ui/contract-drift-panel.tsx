import { useState, useSyncExternalStore, type CSSProperties, type KeyboardEvent } from 'react';
import { getContractDrift, subscribeContractDrift } from '@/shared/api';
import { ContractDriftList } from './contract-drift-list';
import { floatingPanelStyles } from './panel-styles';

const styles = {
  root: floatingPanelStyles.root,
  toggle: floatingPanelStyles.toggle,
  panel: {
    marginBottom: 8,
    padding: '10px 12px',
    width: 'min(92vw, 720px)',
    border: '1px solid #d1d5db',
    borderRadius: 8,
    background: '#ffffff',
    boxShadow: '0 4px 16px rgba(0,0,0,0.18)',
  },
} satisfies Record<string, CSSProperties>;

/**
 * The conformance panel alone, for `API_PROXY_TARGET=... npm run dev` (a real backend, no mocks):
 * what the real backend answered differently from openapi.yaml. Mounted only by the dev server.
 */
export function ContractDriftPanel() {
  const count = useSyncExternalStore(
    subscribeContractDrift,
    () => getContractDrift().length,
    () => 0,
  );
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
