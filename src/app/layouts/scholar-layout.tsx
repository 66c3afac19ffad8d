import { CentreFrame } from './centre-frame';
import { SCHOLAR_MENU } from './centre-menus';

/** Scholar services with their menu. */
export function ScholarLayout() {
  return <CentreFrame label="学者服务菜单" groups={SCHOLAR_MENU} />;
}
