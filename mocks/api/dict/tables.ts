import type { DictEntry } from '@/shared/api/generated/model';

type Tone = 'default' | 'primary' | 'success' | 'info' | 'warning' | 'danger';

const entry = (dictValue: string, dictLabel: string, listClass: Tone): DictEntry => ({
  dictLabel,
  dictValue,
  listClass,
  cssClass: '',
});

/** The dictionaries' table in the store: a dictionary type's entries, in order. */
export interface DictTables {
  dicts: Record<string, DictEntry[]>;
}

/**
 * Dictionary types the pages read through `GET /dict/data/type/{type}`. Values are literal (not
 * faker) because screens map them to tags and filters; `auth_status` matches `UserInfo.isAuth`.
 */
export function seedDicts(): Record<string, DictEntry[]> {
  return {
    check_status: [
      entry('0', '待支付', 'warning'),
      entry('1', '待检测', 'info'),
      entry('2', '检测中', 'primary'),
      entry('3', '检测完成', 'success'),
      entry('4', '检测失败', 'danger'),
      entry('5', '已退款', 'default'),
    ],
    sys_yes_no: [entry('Y', '是', 'primary'), entry('N', '否', 'danger')],
    auth_status: [
      entry('0', '未认证', 'info'),
      entry('1', '审核中', 'warning'),
      entry('2', '已认证', 'success'),
      entry('3', '未通过', 'danger'),
    ],
    sys_user_sex: [entry('0', '男', 'default'), entry('1', '女', 'default'), entry('2', '未知', 'default')],
    pay_type: [entry('wechat', '微信支付', 'success'), entry('alipay', '支付宝', 'primary'), entry('balance', '余额支付', 'warning')],
    patent_status: [
      entry('0', '待评估', 'info'),
      entry('1', '评估中', 'primary'),
      entry('2', '已出报告', 'success'),
      entry('3', '评估失败', 'danger'),
    ],
    aigc_risk_level: [entry('low', '低风险', 'success'), entry('medium', '中风险', 'warning'), entry('high', '高风险', 'danger')],
    card_status: [entry('0', '未使用', 'info'), entry('1', '已使用', 'success'), entry('2', '已过期', 'default')],
    cert_status: [
      entry('0', '待审核', 'info'),
      entry('1', '审核中', 'primary'),
      entry('2', '已认证', 'success'),
      entry('3', '未通过', 'danger'),
    ],
    copyright_status: [
      entry('0', '待受理', 'info'),
      entry('1', '审查中', 'primary'),
      entry('2', '已登记', 'success'),
      entry('3', '需补正', 'warning'),
      entry('4', '未通过', 'danger'),
    ],
    service_type: [
      entry('check', '学术查重', 'primary'),
      entry('aigc', 'AIGC检测', 'primary'),
      entry('patent', '专利评估', 'primary'),
      entry('patentCheck', '专利检测', 'primary'),
      entry('original', '原创认证', 'primary'),
      entry('copyright', '版权登记', 'primary'),
    ],
    record_channel: [entry('direct', '自主提交', 'default'), entry('promotion', '推广', 'warning')],
    sys_normal_disable: [entry('0', '正常', 'primary'), entry('1', '停用', 'danger')],
    promotion_status: [entry('enabled', '启用', 'success'), entry('disabled', '停用', 'info'), entry('expired', '已过期', 'default')],
    work_status: [
      entry('published', '已发表', 'success'),
      entry('claimed', '已认领', 'primary'),
      entry('pending', '审核中', 'warning'),
      entry('rejected', '未通过', 'danger'),
    ],
  };
}
