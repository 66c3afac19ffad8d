import type { RecordChannel, ServiceKind } from '@/shared/api/generated/model';
import { joinPresent } from '@/shared/lib/format';
import { SERVICE_FACTS } from '../config/services';

export type ColumnId = 'code' | 'title' | 'type' | 'source' | 'promotion' | 'status' | 'result' | 'amount' | 'time' | 'actions';

export interface Column {
  id: ColumnId;
  label: string;
}

/** What the cells of a list show beyond the column: its service tag, patent number, account and channel. */
export interface CellOptions {
  /** The list mixes services: each row says which. */
  showService: boolean;
  /** Patent services: the patent number under the title. */
  showPatentNo: boolean;
  /** A main account's list: who submitted (or owns the promotion code). */
  showAccount: boolean;
  /** Both channels are listed: how the record came in. */
  showChannel: boolean;
}

export interface ColumnContext {
  /** The list's one service; undefined on a list that mixes services. */
  service?: ServiceKind;
  /** The institution's list (account, channel and promotion exist there only). */
  agent: boolean;
  /** The channel every row has, when the list is fixed to one. */
  channel?: RecordChannel;
  /** A main account sees its sub accounts' records too, so who submitted matters. */
  mainAccount: boolean;
}

/**
 * The columns of a record list and what their cells show. Each service names its number, author
 * and result in its own words. Related values share a column (title, author and patent number;
 * service and type; account and channel), so that a main account's list fits the center at
 * desktop widths.
 */
export function columnsFor({ service, agent, channel, mainAccount }: ColumnContext): { columns: Column[]; cells: CellOptions } {
  const facts = service ? SERVICE_FACTS[service] : undefined;
  // A promotion record belongs to the code's owner, the main account: no account to tell apart.
  const cells: CellOptions = {
    showService: !service,
    showPatentNo: !facts || facts.hasPatentNo,
    showAccount: agent && mainAccount && channel !== 'promotion',
    showChannel: agent && !channel && (!facts || facts.promoted),
  };
  const source = joinPresent([cells.showAccount && '账号', cells.showChannel && '渠道'], ' / ');
  const columns: Array<Column | false> = [
    { id: 'code', label: facts?.codeLabel ?? '编号' },
    { id: 'title', label: facts ? `标题 / ${facts.authorLabel}` : '标题 / 作者' },
    { id: 'type', label: cells.showService ? '服务 / 类型' : '服务类型' },
    source !== '' && { id: 'source', label: source },
    agent && channel === 'promotion' && { id: 'promotion', label: '推广码 / 客户' },
    { id: 'status', label: '状态' },
    (!facts || facts.resultLabel !== undefined) && { id: 'result', label: facts?.resultLabel ?? '结果' },
    { id: 'amount', label: '金额' },
    { id: 'time', label: '提交 / 完成时间' },
    { id: 'actions', label: '操作' },
  ];
  return { columns: columns.filter((column): column is Column => column !== false), cells };
}
