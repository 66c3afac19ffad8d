/**
 * An institution sub-account as lists and messages name it: `昵称（账号）`, or the account alone
 * when the answer has no nickname (optional in the contract).
 */
export function accountLabel(account: { nickName?: string | null; username: string }): string {
  return account.nickName ? `${account.nickName}（${account.username}）` : account.username;
}
