/** What a check submission and a promotion code's validation answer when they refuse (tag `check`). */
export const CHECK_MESSAGES = {
  fileMissing: '请先上传待检测的文档',
  checkType: '检测类型不存在',
  titleMissing: '请填写论文题目',
  titleLong: '论文题目不能超过200字',
  authorMissing: '请填写作者',
  authorLong: '作者不能超过50字',
  promotionUnknown: '推广码不存在',
  promotionExpired: '推广码已过期',
  promotionOtherService: '该推广码不适用于当前服务',
  promotionDisabled: '推广码已停用',
} as const;
