import { textBytes } from '../../lib/bytes';

/** An uploaded (or seeded) file, with its bytes, so downloads return what was uploaded. */
export interface StoredFile {
  id: string;
  /** The stored name, unique, used by `/common/imageView/{fileName}`. */
  fileName: string;
  /** The name the user's file had. */
  originalFilename: string;
  /** MIME type; `application/octet-stream` when the browser sent none. */
  type: string;
  bytes: ArrayBuffer;
  createTime: string;
}

/** The files' tables in the store: uploads and the seed's documents and images, with their bytes. */
export interface FileTables {
  /** file id -> file. */
  files: Map<string, StoredFile>;
  nextFileSeq: number;
}

/** The seeded document, so a download can be tried before anything was uploaded. */
export const DEMO_REPORT_FILE_ID = 'demo-report';

const AVATAR_COLOURS = ['#3b82f6', '#10b981', '#f59e0b', '#8b5cf6', '#ef4444'];

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** What the files' seed takes of an account (tag auth's, seeded first): its avatar and name. */
interface SeedAccount {
  id: number;
  nickName: string;
  avatar: string | null;
}

/** A round avatar with the first character of the nickname, like the portal's default avatars. */
function avatarSvg(account: SeedAccount, colour: string): string {
  const initial = escapeXml(Array.from(account.nickName)[0] ?? '用');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">',
    `<circle cx="48" cy="48" r="48" fill="${colour}"/>`,
    `<text x="48" y="62" font-size="42" text-anchor="middle" fill="#ffffff" font-family="sans-serif">${initial}</text>`,
    '</svg>',
  ].join('');
}

const DEMO_REPORT_TEXT = [
  '论文检测报告（演示）',
  '',
  '论文题目：基于深度学习的古籍文字识别方法研究',
  '作者：张晓明',
  '检测时间：2026-11-20 15:32:08',
  '总文字复制比：8.6%',
  '去除引用文献复制比：6.1%',
  '',
  '说明：本报告由模拟数据生成，仅用于界面演示。',
].join('\n');

/**
 * Files present from the start: avatars for the accounts that have one (so the header's `<img>`
 * never points at a missing file) and one demo report.
 */
export function seedFiles(accounts: readonly SeedAccount[], createTime: string): StoredFile[] {
  const avatars = accounts
    .filter((account) => account.avatar !== null)
    .map((account, index): StoredFile => ({
      id: `avatar-${account.id}`,
      fileName: `avatar-${account.id}.svg`,
      originalFilename: `${account.nickName}头像.svg`,
      type: 'image/svg+xml',
      bytes: textBytes(avatarSvg(account, AVATAR_COLOURS[index % AVATAR_COLOURS.length] ?? '#3b82f6')),
      createTime,
    }));
  const report: StoredFile = {
    id: DEMO_REPORT_FILE_ID,
    fileName: `${DEMO_REPORT_FILE_ID}.txt`,
    originalFilename: '论文检测报告（演示）.txt',
    type: 'text/plain',
    bytes: textBytes(DEMO_REPORT_TEXT),
    createTime,
  };
  return [...avatars, report];
}
