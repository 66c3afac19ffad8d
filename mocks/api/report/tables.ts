import type { Report } from '@/shared/api/generated/model';
import { textBytes } from '../../lib/bytes';
import type { Whole } from '../../lib/whole';
import { SEEDED_IDS } from '../auth/tables';
import { DEMO_REPORT_FILE_ID, type StoredFile } from '../file/tables';

export type StoredReport = Whole<Report> & {
  /** Printed on the report; /reportValidate asks for it with the code. */
  verifyCode: string;
  /** Who submitted it (absent for seeded reports of other people). */
  accountId?: number;
  /** Epoch ms when a running check finishes (reports made by submitCheck). */
  readyAt?: number;
};

/**
 * The reports' table in the store. Tag `report` answers from it; a check submission (tags
 * `check`, `institution`) adds a running report, and the centers' records follow it.
 */
export interface ReportTables {
  reports: StoredReport[];
  nextReportSeq: number;
}

/**
 * Seeded check reports. Literal: the report pages, their tests and the Playwright journeys type
 * these codes and verification codes. Status values are the `check_status` dictionary's.
 */
export const SEEDED_REPORTS: ReadonlyArray<Omit<StoredReport, 'fileId'> & { hasFile: boolean }> = [
  {
    code: 'BG2026110001',
    verifyCode: 'A1B2C3',
    title: '基于深度学习的古籍文字识别方法研究',
    author: '张晓明',
    checkTypeName: '本科毕业论文检测',
    status: '3',
    createTime: '2026-11-20 15:32:08',
    similarity: 8.6,
    accountId: SEEDED_IDS.individual,
    hasFile: true,
  },
  {
    code: 'BG2026110002',
    verifyCode: 'K7M2Q9',
    title: '数字经济对制造业全要素生产率的影响研究',
    author: '张晓明',
    checkTypeName: '硕士学位论文检测',
    status: '3',
    createTime: '2026-11-18 10:05:41',
    similarity: 21.4,
    accountId: SEEDED_IDS.individual,
    hasFile: true,
  },
  {
    code: 'BG2026110003',
    verifyCode: 'P4X8D2',
    title: '乡村振兴背景下县域职业教育产教融合路径',
    author: '王雨桐',
    checkTypeName: '期刊职称论文检测',
    status: '3',
    createTime: '2026-11-16 09:12:30',
    similarity: 4.2,
    hasFile: true,
  },
  {
    code: 'BG2026110004',
    verifyCode: 'R6T3W1',
    title: '个人信息保护中的告知同意规则研究',
    author: '陈思远',
    checkTypeName: '硕士学位论文检测',
    status: '3',
    createTime: '2026-11-15 20:48:02',
    similarity: 35.9,
    hasFile: true,
  },
  {
    code: 'BG2026110005',
    verifyCode: 'H2N5J8',
    title: '钙钛矿太阳能电池界面修饰与稳定性研究',
    author: '刘子涵',
    checkTypeName: '博士学位论文检测',
    status: '3',
    createTime: '2026-11-14 14:26:55',
    similarity: 12.3,
    hasFile: true,
  },
  {
    code: 'BG2026110006',
    verifyCode: 'C9F4L6',
    title: '唐宋诗词中的山水意象比较研究',
    author: '赵婉清',
    checkTypeName: '本科毕业论文检测',
    status: '3',
    createTime: '2026-11-12 11:40:19',
    similarity: 15.0,
    hasFile: true,
  },
  {
    code: 'BG2026110007',
    verifyCode: 'E3V7B5',
    title: '肠道微生物与宿主代谢关系的多组学分析',
    author: '孙嘉怡',
    checkTypeName: 'AIGC 生成内容检测',
    status: '3',
    createTime: '2026-11-10 16:03:44',
    similarity: 27.5,
    hasFile: true,
  },
  {
    code: 'BG2026110008',
    verifyCode: 'G8Y1Z4',
    title: '企业数字化转型与供应链韧性的组态分析',
    author: '周明轩',
    checkTypeName: '硕士学位论文检测',
    status: '3',
    createTime: '2026-11-08 08:57:12',
    similarity: 9.8,
    hasFile: true,
  },
  {
    code: 'BG2026110009',
    verifyCode: 'M5Q6S2',
    title: '中国式现代化的理论逻辑与实践路径',
    author: '李文博',
    checkTypeName: '期刊职称论文检测',
    status: '2',
    createTime: '2026-11-21 08:30:00',
    similarity: null,
    accountId: SEEDED_IDS.scholar,
    hasFile: false,
  },
  {
    code: 'BG2026110010',
    verifyCode: 'T1U9V3',
    title: '碳达峰目标下城市群碳排放情景模拟',
    author: '张晓明',
    checkTypeName: '本科毕业论文检测',
    status: '1',
    createTime: '2026-11-21 08:45:10',
    similarity: null,
    accountId: SEEDED_IDS.individual,
    hasFile: false,
  },
  {
    code: 'BG2026110011',
    verifyCode: 'W4X2Y7',
    title: '基于图神经网络的推荐系统可解释性研究',
    author: '吴浩然',
    checkTypeName: '硕士学位论文检测',
    status: '4',
    createTime: '2026-11-05 13:21:37',
    similarity: null,
    hasFile: false,
  },
  {
    code: 'BG2026110012',
    verifyCode: 'Z6A3B9',
    title: '敦煌文献所见唐代社会生活',
    author: '郑雅琪',
    checkTypeName: '博士学位论文检测',
    status: '3',
    createTime: '2026-11-02 17:09:03',
    similarity: 6.1,
    hasFile: true,
  },
];

export const reportFileId = (code: string): string => `report-${code}`;

/** The report file a finished check produces (plain text; the real one is a PDF). */
export function reportFile(report: StoredReport, createTime: string): StoredFile {
  const text = [
    '学术检测报告',
    '',
    `报告编号：${report.code}`,
    `验证码：${report.verifyCode}`,
    `论文题目：${report.title}`,
    `作者：${report.author}`,
    `检测类型：${report.checkTypeName}`,
    `检测时间：${report.createTime}`,
    `总文字复制比：${report.similarity ?? '-'}%`,
    '',
    '说明：本报告由模拟数据生成，仅用于界面演示。可在“报告验证”页面用报告编号与验证码核验真伪。',
  ].join('\n');
  const id = reportFileId(report.code);
  return {
    id,
    fileName: `${id}.txt`,
    originalFilename: `检测报告-${report.code}.txt`,
    type: 'text/plain',
    bytes: textBytes(text),
    createTime,
  };
}

export function seedReports(createTime: string): { reports: StoredReport[]; files: StoredFile[] } {
  const reports: StoredReport[] = [];
  const files: StoredFile[] = [];
  for (const { hasFile, ...row } of SEEDED_REPORTS) {
    // The first report is the one the existing demo file describes, so it keeps that file.
    const fileId = !hasFile ? null : row.code === 'BG2026110001' ? DEMO_REPORT_FILE_ID : reportFileId(row.code);
    const report: StoredReport = { ...row, fileId };
    reports.push(report);
    if (fileId && fileId !== DEMO_REPORT_FILE_ID) files.push(reportFile(report, createTime));
  }
  return { reports, files };
}
