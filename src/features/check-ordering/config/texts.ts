/** The texts of ordering a check, once. */
export const CHECK_ORDERING_TEXT = {
  promotionLabel: '推广码',
  promotionPlaceholder: '请输入推广码，如 TG2026',
  promotionEmpty: '如有推广码，输入后可享受折扣优惠',
  promotionChecking: '正在校验推广码…',
  promotionInvalid: '推广码无效',
  promotionError: '推广码校验失败，请检查网络后重试',
  promotionRetry: '重新校验',
  promotionValid: (discount: string, typeName: string | undefined): string =>
    typeName ? `推广码有效，「${typeName}」可享${discount}优惠` : `推广码有效，可享${discount}优惠`,
  typesLoading: '正在加载检测类型',
  typesEmpty: '暂无可用的检测类型',
  typesEmptyHint: '检测类型正在配置中，请稍后再来',
  typesError: '检测类型加载失败',
  originalPrice: '原价',
  promotedFor: '推广码适用',
} as const;
