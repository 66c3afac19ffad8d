import { useId, useState, useSyncExternalStore, type CSSProperties, type KeyboardEvent } from 'react';
import { getContractDrift, subscribeContractDrift } from '@/shared/api';
import { resetDatabase } from '../db/database';
import { isSimulatedOffline, setSimulatedOffline, subscribeSimulatedOffline } from '../offline';
import { getScenario, scenarios, setScenario, subscribeScenario } from '../scenarios';
import { ContractDriftList } from './contract-drift-list';
import { isFakeNewsAppOn, switchFakeNewsApp } from './fake-bridge';
import { HarScenarios } from './har-scenarios';
import { floatingPanelStyles, panelButtonStyle } from './panel-styles';
import { ShareCardPreview } from './share-card-preview';
import { TelemetryList } from './telemetry-list';

// Inline styles on purpose: the panel ships only with the mocks and must not pull Chakra (or any
// app styling) into mocks/, nor depend on the app's theme being mounted.
const styles = {
  root: floatingPanelStyles.root,
  toggle: floatingPanelStyles.toggle,
  panel: {
    marginBottom: 8,
    padding: '10px 12px',
    minWidth: 240,
    maxWidth: 'min(92vw, 720px)',
    maxHeight: '85vh',
    overflow: 'auto',
    border: '1px solid #d1d5db',
    borderRadius: 8,
    background: '#ffffff',
    boxShadow: '0 4px 16px rgba(0,0,0,0.18)',
  },
  fieldset: { margin: 0, padding: 0, border: 'none' },
  legend: { fontWeight: 600, marginBottom: 6 },
  option: { display: 'flex', gap: 8, alignItems: 'flex-start', padding: '3px 0', cursor: 'pointer' },
  hint: { display: 'block', color: '#6b7280', fontSize: 12 },
  newsApp: {
    display: 'flex',
    gap: 8,
    alignItems: 'flex-start',
    marginTop: 8,
    paddingTop: 8,
    borderTop: '1px solid #e5e7eb',
    cursor: 'pointer',
  },
  reset: panelButtonStyle,
} satisfies Record<string, CSSProperties>;

/**
 * A floating dev panel for switching the mock scenario (mounted by the app only when mocks run).
 * Native radio buttons give keyboard use for free (Tab into the group, arrows to choose); Escape
 * closes the panel and gives focus back to its button.
 */
export function MockPanel() {
  const current = useSyncExternalStore(subscribeScenario, getScenario, getScenario);
  const offline = useSyncExternalStore(subscribeSimulatedOffline, isSimulatedOffline, isSimulatedOffline);
  const driftCount = useSyncExternalStore(
    subscribeContractDrift,
    () => getContractDrift().length,
    () => 0,
  );
  const [open, setOpen] = useState(false);
  // Read once: switching reloads the page, so the state never changes while the panel lives.
  const [fakeNewsApp] = useState(() => isFakeNewsAppOn());
  const panelId = useId();
  const toggleId = useId();
  const currentLabel = scenarios.find((scenario) => scenario.name === current)?.label ?? current;

  const closeOnEscape = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    setOpen(false);
    document.getElementById(toggleId)?.focus();
  };

  return (
    <aside style={styles.root} aria-label="模拟场景面板" onKeyDown={closeOnEscape}>
      <button
        id={toggleId}
        type="button"
        style={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        模拟场景：{currentLabel}
        {offline && ' · 已断网'}
        {fakeNewsApp && ' · 新闻客户端'}
        {driftCount > 0 && ` · 契约偏差 ${driftCount}`}
      </button>
      {open && (
        <div id={panelId} style={styles.panel}>
          <fieldset style={styles.fieldset}>
            <legend style={styles.legend}>模拟场景</legend>
            {scenarios.map((scenario) => (
              <label key={scenario.name} style={styles.option}>
                <input
                  type="radio"
                  name={`${panelId}-scenario`}
                  value={scenario.name}
                  checked={current === scenario.name}
                  onChange={() => setScenario(scenario.name)}
                />
                <span>
                  {scenario.label}
                  <small style={styles.hint}>{scenario.description}</small>
                </span>
              </label>
            ))}
          </fieldset>
          <label style={styles.newsApp}>
            <input type="checkbox" checked={offline} onChange={(event) => setSimulatedOffline(event.target.checked)} />
            <span>
              模拟断网
              <small style={styles.hint}>浏览器报告离线（navigator.onLine 为 false，触发 offline 事件），所有请求网络失败</small>
            </span>
          </label>
          <label style={styles.newsApp}>
            <input type="checkbox" checked={fakeNewsApp} onChange={(event) => switchFakeNewsApp(event.target.checked)} />
            <span>
              模拟新闻客户端
              <small style={styles.hint}>当作在新闻客户端内打开：登录、支付、分享等桥接调用以提示显示（切换后页面重新加载）</small>
            </span>
          </label>
          <button type="button" style={styles.reset} onClick={resetDatabase}>
            重置模拟数据
          </button>
          <ShareCardPreview />
          <HarScenarios />
          <ContractDriftList />
          <TelemetryList />
        </div>
      )}
    </aside>
  );
}
