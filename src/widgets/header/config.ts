/** The portal's main navigation, in the order visitors see it. */
export const MAIN_NAV: ReadonlyArray<{ label: string; to: string }> = [
  { label: '首页', to: '/' },
  { label: '学术查重', to: '/check' },
  { label: 'AIGC检测', to: '/aigc/check' },
  { label: '专利评估', to: '/patentEvaluation' },
  { label: '原创认证', to: '/originalCertification' },
  { label: '专家学者', to: '/experts' },
  { label: '学术期刊', to: '/periodical' },
  { label: '学术资讯', to: '/news' },
  { label: '报告查询', to: '/report' },
];
