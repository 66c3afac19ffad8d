import {
  submitAgentChecksBodyItemsItemAuthorMax,
  submitAgentChecksBodyItemsItemTitleMax,
  submitAgentChecksBodyItemsMax,
  submitAgentPatentBodyContactNameMax,
  submitAgentPatentBodyOwnerMax,
  submitAgentPatentBodyPatentNameMax,
  submitAgentPatentBodyRemarkMax,
} from '@/shared/api/generated/zod/institution/institution.zod';

/** The five submission pages of the institution center and what differs between them. */
export type AgentSubmissionKind = 'single' | 'batch' | 'aigc' | 'patent' | 'patentTest';

export type RecordPath = '/checkRecord' | '/aigcCheckRecord' | '/patentRecord' | '/patentTestRecord';

interface KindBase {
  /** The CheckConfig type whose check types are offered. */
  service: 'check' | 'aigc' | 'patent' | 'patentCheck';
  /** Where the new records are listed. */
  recordPath: RecordPath;
  recordLabel: string;
  submitLabel: string;
}

/** Documents checked through submitAgentChecks (学术查重, AIGC检测). */
export interface DocumentKind extends KindBase {
  form: 'documents';
  service: 'check' | 'aigc';
  /** How many documents one submission takes (the contract allows 1–20). */
  maxFiles: number;
}

/** A patent through submitAgentPatent: an evaluation (no document) or a document check. */
export interface PatentKind extends KindBase {
  form: 'patent';
  service: 'patent' | 'patentCheck';
  /** Evaluation needs the number; the document check needs the application document. */
  patentNoRequired: boolean;
  fileRequired: boolean;
}

export type KindConfig = DocumentKind | PatentKind;

/** The contract's limit of items per submitAgentChecks call. */
export const BATCH_MAX_FILES = submitAgentChecksBodyItemsMax;

export const KINDS: Readonly<Record<AgentSubmissionKind, KindConfig>> = {
  single: {
    form: 'documents',
    service: 'check',
    maxFiles: 1,
    recordPath: '/checkRecord',
    recordLabel: '查看检测记录',
    submitLabel: '提交检测',
  },
  batch: {
    form: 'documents',
    service: 'check',
    maxFiles: BATCH_MAX_FILES,
    recordPath: '/checkRecord',
    recordLabel: '查看检测记录',
    submitLabel: '批量提交检测',
  },
  aigc: {
    form: 'documents',
    service: 'aigc',
    maxFiles: BATCH_MAX_FILES,
    recordPath: '/aigcCheckRecord',
    recordLabel: '查看AIGC检测记录',
    submitLabel: '提交AIGC检测',
  },
  patent: {
    form: 'patent',
    service: 'patent',
    patentNoRequired: true,
    fileRequired: false,
    recordPath: '/patentRecord',
    recordLabel: '查看专利评估记录',
    submitLabel: '提交专利评估',
  },
  patentTest: {
    form: 'patent',
    service: 'patentCheck',
    patentNoRequired: false,
    fileRequired: true,
    recordPath: '/patentTestRecord',
    recordLabel: '查看专利检测记录',
    submitLabel: '提交专利检测',
  },
};

/** Documents a check accepts: Word, PDF and plain text. */
export const DOCUMENT_EXTENSIONS = ['doc', 'docx', 'pdf', 'txt'] as const;
/** A patent application document: Word or PDF. */
export const PATENT_EXTENSIONS = ['doc', 'docx', 'pdf'] as const;
/** The lengths the contract allows (submitAgentChecks, submitAgentPatent), for the forms' own messages. */
export const LIMITS = {
  title: submitAgentChecksBodyItemsItemTitleMax,
  author: submitAgentChecksBodyItemsItemAuthorMax,
  patentName: submitAgentPatentBodyPatentNameMax,
  owner: submitAgentPatentBodyOwnerMax,
  contactName: submitAgentPatentBodyContactNameMax,
  remark: submitAgentPatentBodyRemarkMax,
} as const;
