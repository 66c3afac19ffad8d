/** The services offered on the home page, in the order of SPEC §1. */
export const SERVICES: ReadonlyArray<{ title: string; description: string; to: string; mark: string; palette: string }> = [
  { title: '学术查重', description: '海量比对资源，快速生成权威查重报告', to: '/check', mark: '查', palette: 'blue' },
  { title: 'AIGC检测', description: '识别文本中人工智能生成内容的比例', to: '/aigc/check', mark: 'AI', palette: 'purple' },
  { title: '专利评估', description: '输入专利号，获取专利价值评估报告', to: '/patentEvaluation', mark: '专', palette: 'teal' },
  { title: '原创认证', description: '为原创作品登记存证，保护创作权益', to: '/originalCertification', mark: '原', palette: 'orange' },
  { title: '版权运营', description: '作品版权登记、授权与交易一站式服务', to: '/copyrightOperation', mark: '版', palette: 'pink' },
  { title: 'AI大模型', description: '面向学术写作与研究的智能助手', to: '/AiModel', mark: '模', palette: 'cyan' },
];
