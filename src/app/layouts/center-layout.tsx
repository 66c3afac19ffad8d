import { useUnit } from 'effector-react';
import { $agentMenusConfig, $role } from '@/entities/session';
import { CentreFrame } from './centre-frame';
import { centreMenuFor } from './centre-menus';

/** The user centre: the menu of the user's role (individual, main or sub account). */
export function CenterLayout() {
  const [role, functionConfig] = useUnit([$role, $agentMenusConfig]);
  const title = role === 'website' ? '个人中心' : '机构中心';
  return <CentreFrame label={`${title}菜单`} title={title} groups={centreMenuFor(role, functionConfig)} />;
}
