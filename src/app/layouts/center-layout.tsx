import { useUnit } from 'effector-react';
import { $agentMenusConfig, $role } from '@/entities/session';
import { CentreFrame } from './centre-frame';
import { centreMenuFor } from './centre-menus';

/** The user centre: the menu of the user's role (individual, main or sub account). */
export function CenterLayout() {
  const [role, functionConfig] = useUnit([$role, $agentMenusConfig]);
  const label = role === 'website' ? '个人中心菜单' : '机构中心菜单';
  return <CentreFrame label={label} groups={centreMenuFor(role, functionConfig)} />;
}
