/**
 * The user center's messages, and those the institution center and scholar services answer with
 * too (the access check's, a nickname's, a real name's, an avatar's, a required text's).
 */
export const CENTER_MESSAGES = {
  forbidden: '当前操作没有权限',
  authPending: '实名认证审核中，请耐心等待',
  authDone: '您已完成实名认证',
  realNameInvalid: '请输入正确的真实姓名（2–20 个汉字）',
  idNumberInvalid: '请输入正确的 18 位身份证号码',
  idFrontMissing: '请上传身份证人像面照片',
  idBackMissing: '请上传身份证国徽面照片',
  nickNameMissing: '请输入昵称',
  nickNameLong: '昵称不能超过 30 个字',
  avatarMissing: '头像图片不存在，请重新上传',
  mobileSame: '新手机号不能与当前手机号相同',
  mobileTaken: '该手机号已绑定其他账号',
  fieldMissing: (label: string): string => `请填写${label}`,
  fieldLong: (label: string, max: number): string => `${label}不能超过 ${max} 字`,
} as const;
