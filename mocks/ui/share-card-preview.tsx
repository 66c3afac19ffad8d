import { useId, useSyncExternalStore, type CSSProperties } from 'react';
import { currentPageShareData, isInNewsApp, newsApp } from '@/shared/lib/bridge';
import { currentPageHead, subscribePageHead } from '@/shared/lib/page-meta';
import { panelButtonStyle } from './panel-styles';

// Inline styles: like the mock panel, this dev tool must not depend on the app's theme.
const styles = {
  root: { marginTop: 8, paddingTop: 8, borderTop: '1px solid #e5e7eb', maxWidth: 420 },
  heading: { fontWeight: 600, margin: '0 0 2px', fontSize: 13 },
  hint: { display: 'block', color: '#4b5563', fontSize: 12, margin: '0 0 6px' },
  card: { display: 'flex', gap: 8, margin: 0, padding: 8, border: '1px solid #e5e7eb', borderRadius: 6, background: '#f9fafb' },
  image: { width: 56, height: 56, objectFit: 'cover', flexShrink: 0, borderRadius: 4, background: '#e5e7eb' },
  text: { display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 },
  title: { fontWeight: 600, wordBreak: 'break-word' },
  desc: { color: '#374151', fontSize: 12, wordBreak: 'break-word' },
  link: { color: '#1d4ed8', fontSize: 11, wordBreak: 'break-all' },
  button: { ...panelButtonStyle, marginTop: 6 },
} satisfies Record<string, CSSProperties>;

/**
 * The 「分享卡片」 section: what a share of the current page carries (shared/lib/bridge
 * `currentPageShareData`: title, description, image, link), the card WeChat's configuration and the
 * news app's share get. It follows the page: each navigation, and a detail page's item once loaded.
 * With the fake news app on, 在模拟新闻客户端中分享 hands it to the fake bridge, which shows the call.
 */
export function ShareCardPreview() {
  const head = useSyncExternalStore(subscribePageHead, currentPageHead, () => null);
  const headingId = useId();
  const share = head ? currentPageShareData() : null;
  return (
    <section style={styles.root} aria-labelledby={headingId}>
      <h3 id={headingId} style={styles.heading}>
        分享卡片
      </h3>
      <small style={styles.hint}>微信分享配置与新闻客户端「分享」所带的内容，随页面更新</small>
      {share ? (
        <figure style={styles.card} aria-label="当前页面的分享卡片">
          {/* Only an image the page names: the fallback (/favicon.ico) is not served by the demo build. */}
          {head?.card.image ? <img src={share.imgUrl} alt="" style={styles.image} /> : <span style={styles.image} aria-hidden />}
          <figcaption style={styles.text}>
            <span style={styles.title}>{share.title}</span>
            <span style={styles.desc}>{share.desc}</span>
            <span style={styles.link}>{share.link}</span>
          </figcaption>
        </figure>
      ) : (
        <p style={styles.hint}>页面尚未加载</p>
      )}
      {share && isInNewsApp() && (
        <button type="button" style={styles.button} onClick={() => newsApp.share(currentPageShareData())}>
          在模拟新闻客户端中分享
        </button>
      )}
    </section>
  );
}
