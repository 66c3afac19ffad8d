import type { SessionRole } from '@/entities/session';

export interface CenterMenuItem {
  label: string;
  to: string;
  /** Main-account-only entry (SPEC §6): hidden for sub accounts. */
  lordOnly?: boolean;
  /** The function-configuration key that switches this entry on for a main account. */
  functionKey?: string;
}

export interface CenterMenuGroup {
  title: string;
  items: CenterMenuItem[];
}

/** The individual user's center (SPEC §2). */
export const WEBSITE_MENU: CenterMenuGroup[] = [
  {
    title: '账户',
    items: [
      { label: '个人中心', to: '/userIndex' },
      { label: '实名认证', to: '/authentication' },
      { label: '优惠券', to: '/coupon' },
      { label: '账号设置', to: '/setCenter' },
    ],
  },
  {
    title: '我的服务',
    items: [
      { label: '查重中心', to: '/checkCenter' },
      { label: 'AIGC检测', to: '/aigcCheck' },
      { label: '专利中心', to: '/patentCenter' },
      { label: '专利检测', to: '/patentCheck' },
      { label: '原创中心', to: '/originalCenter' },
      { label: '版权中心', to: '/copyrightCenter' },
    ],
  },
];

/** The institution's center: the main account's larger menu; sub accounts see it reduced. */
export const AGENT_MENU: CenterMenuGroup[] = [
  {
    title: '机构',
    items: [
      { label: '机构首页', to: '/agentHome' },
      { label: '检测统计', to: '/checkStatictis', functionKey: 'checkStatictis' },
      { label: '推广统计', to: '/promotionStatictis', lordOnly: true, functionKey: 'promotionStatictis' },
    ],
  },
  {
    title: '查重检测',
    items: [
      { label: '检测中心', to: '/checkListCenter' },
      { label: '单篇检测', to: '/singleCheckCenter' },
      { label: '批量检测', to: '/moreCheckCenter' },
      { label: '检测记录', to: '/checkRecord' },
      { label: '推广检测', to: '/checkPromotion', lordOnly: true, functionKey: 'checkPromotion' },
    ],
  },
  {
    title: 'AIGC检测',
    items: [
      { label: 'AIGC检测提交', to: '/aigcSubmit' },
      { label: 'AIGC检测记录', to: '/aigcCheckRecord' },
      { label: 'AIGC推广记录', to: '/aigcPromRecord' },
    ],
  },
  {
    title: '专利',
    items: [
      { label: '专利评估提交', to: '/patentSubmit' },
      { label: '专利评估记录', to: '/patentRecord' },
      { label: '专利检测提交', to: '/patentTestSubmit' },
      { label: '专利检测记录', to: '/patentTestRecord' },
    ],
  },
  {
    title: '管理',
    items: [
      { label: '子账号管理', to: '/subAccount', lordOnly: true, functionKey: 'subAccount' },
      { label: '卡密批次', to: '/cardBatch', lordOnly: true, functionKey: 'cardBatch' },
      { label: '卡密明细', to: '/cardDetails', lordOnly: true, functionKey: 'cardDetails' },
      { label: 'IP管理', to: '/ipManage', lordOnly: true, functionKey: 'ipManage' },
      { label: '修改密码', to: '/editPassword' },
    ],
  },
];

/** Scholar services (SPEC §2). */
export const SCHOLAR_MENU: CenterMenuGroup[] = [
  {
    title: '学者主页',
    items: [
      { label: '我的主页', to: '/myPage' },
      { label: '学者信息', to: '/scholarInfo' },
      { label: '学者认证', to: '/scholarAuthentication' },
    ],
  },
  {
    title: '成果',
    items: [
      { label: '我的作品', to: '/myWorks' },
      { label: '上传作品', to: '/uploadWorks' },
      { label: '认领作品', to: '/claimWorks' },
    ],
  },
  {
    title: '互动',
    items: [
      { label: '我的粉丝', to: '/myFans' },
      { label: '我的关注', to: '/myAttention' },
      { label: '我的服务', to: '/myServices' },
    ],
  },
];

/**
 * The center menu a role sees. A main account's keyed entries also follow its function
 * configuration (kept with the session, so a reload keeps it); an account without one sees every
 * entry. Hiding an entry is not access control: the guard refuses the page too (route-meta.ts
 * `functionKey`).
 */
export function centerMenuFor(role: SessionRole, functionConfig: readonly string[]): CenterMenuGroup[] {
  if (role === 'website') return WEBSITE_MENU;
  if (role !== 'agentLord' && role !== 'agentChild') return [];
  const configured = new Set(functionConfig);
  const visible = (item: CenterMenuItem) => {
    if (role === 'agentChild') return !item.lordOnly;
    if (!item.functionKey || configured.size === 0) return true;
    return configured.has(item.functionKey);
  };
  return AGENT_MENU.map((g) => ({ ...g, items: g.items.filter(visible) })).filter((g) => g.items.length > 0);
}
