import { useUnit } from 'effector-react';
import { $agentMenusConfig, $role } from '@/entities/session';
import { CenterFrame } from './center-frame';
import { centerMenuFor } from './center-menus';

/** The user center: the menu of the user's role (individual, main or sub account). */
export function CenterLayout() {
  const [role, functionConfig] = useUnit([$role, $agentMenusConfig]);
  const title = role === 'website' ? '个人中心' : '机构中心';
  return <CenterFrame label={`${title}菜单`} title={title} groups={centerMenuFor(role, functionConfig)} />;
}
