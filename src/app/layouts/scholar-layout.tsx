import { useUnit } from 'effector-react';
import { $isScholar } from '@/entities/session';
import { CenterFrame } from './center-frame';
import type { CenterMenuGroup } from './center-menus';
import { SCHOLAR_MENU } from './center-menus';

/** Users who are not scholars yet can open only the authentication (the guard sends them there). */
const APPLICANT_MENU: CenterMenuGroup[] = SCHOLAR_MENU.map((group) => ({
  ...group,
  items: group.items.filter((item) => item.to === '/scholarAuthentication'),
})).filter((group) => group.items.length > 0);

/** Scholar services with their menu. */
export function ScholarLayout() {
  const isScholar = useUnit($isScholar);
  return <CenterFrame label="学者服务菜单" title="学者服务" groups={isScholar ? SCHOLAR_MENU : APPLICANT_MENU} />;
}
