import { ConditionalType } from '@portal/contracts';

/**
 * The request of a paged list (ARCHITECTURE.md, 'The API contract'): zero-based page number,
 * sorting, trimmed search text and column filters as conModels.
 */
export interface ConModelInput {
  fieldName: string;
  fieldValue: string;
  conditionalType: number;
}

export interface PageRequest {
  pageNo: number;
  pageSize: number;
  orderBy?: string;
  sort?: 'asc' | 'desc';
  queryText?: string;
  conModels: ConModelInput[];
}

export interface ColumnFilterDef {
  fieldName: string;
  /** Defaults to 'like' for text and 'equal' for a choice list. */
  conditionalType?: number;
  options?: { label: string; value: string }[];
}

export interface TableState {
  /** antd's one-based current page. */
  current: number;
  pageSize: number;
  sortField?: string | undefined;
  sortOrder?: 'ascend' | 'descend' | null | undefined;
  /** Filter value per fieldName, as the dropdowns hold them. */
  filters: Record<string, string | undefined>;
}

export function toConModels(filters: TableState['filters'], defs: ColumnFilterDef[]): ConModelInput[] {
  const out: ConModelInput[] = [];
  for (const def of defs) {
    const value = filters[def.fieldName]?.trim();
    if (!value) continue;
    out.push({
      fieldName: def.fieldName,
      fieldValue: value,
      conditionalType: def.conditionalType ?? (def.options ? ConditionalType.equal : ConditionalType.like),
    });
  }
  return out;
}

export function buildPageRequest(state: TableState, defs: ColumnFilterDef[], queryText?: string): PageRequest {
  const request: PageRequest = {
    pageNo: Math.max(0, state.current - 1),
    pageSize: state.pageSize,
    conModels: toConModels(state.filters, defs),
  };
  if (state.sortField && state.sortOrder) {
    request.orderBy = state.sortField;
    request.sort = state.sortOrder === 'ascend' ? 'asc' : 'desc';
  }
  const text = queryText?.trim();
  if (text) request.queryText = text;
  return request;
}

/** A blank filter search is refused with 'input cannot be empty' (education.md §1). */
export const isBlankFilter = (value: string | undefined | null) => !value || !value.trim();
