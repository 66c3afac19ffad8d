import { useUnit } from 'effector-react';
import { $isScholar } from '@/entities/session';
import { CentreFrame } from './centre-frame';
import type { CentreMenuGroup } from './centre-menus';
import { SCHOLAR_MENU } from './centre-menus';

/** Users who are not scholars yet can open only the authentication (the guard sends them there). */
const APPLICANT_MENU: CentreMenuGroup[] = SCHOLAR_MENU.map((group) => ({
  ...group,
  items: group.items.filter((item) => item.to === '/scholarAuthentication'),
})).filter((group) => group.items.length > 0);

/** Scholar services with their menu. */
export function ScholarLayout() {
  const isScholar = useUnit($isScholar);
  return <CentreFrame label="学者服务菜单" title="学者服务" groups={isScholar ? SCHOLAR_MENU : APPLICANT_MENU} />;
}
