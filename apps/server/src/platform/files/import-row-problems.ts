import { issueMessage, type Issue, type ImportRowProblems, type MessageCode } from '@portal/contracts';

/**
 * The problems of an import's rows, collected rather than thrown, so a preview lists every problem
 * of a row at once. Each is a catalogue code with parameters (the web renders it in the reader's
 * language); `field` names the column by its key. Every import preview uses this collector.
 */
export class ImportRowProblemList {
  private readonly byRow = new Map<number, ImportRowProblems['problems']>();

  add(row: number, code: MessageCode, params: Record<string, string | number> = {}): void {
    const list = this.byRow.get(row) ?? [];
    list.push({ code, params });
    this.byRow.set(row, list);
  }

  /**
   * Every issue of a failed schema parse, as the codes forms use (issueMessage); `cells` tells an
   * empty cell, which reads 'required' whatever the schema expected of it, from a wrong one.
   */
  addIssues(row: number, issues: readonly Issue[], cells: Record<string, string | undefined> = {}): void {
    for (const issue of issues) {
      const field = String(issue.path[0] ?? '');
      const empty = field in cells && (cells[field] ?? '').trim() === '';
      const { code, params } = empty ? { code: '90100' as const, params: {} } : issueMessage(issue);
      this.add(row, code, { field, ...params });
    }
  }

  has(row: number): boolean {
    return this.byRow.has(row);
  }

  /** File-level problems (row 0) first, then rows in sheet order. */
  list(): ImportRowProblems[] {
    return [...this.byRow.entries()].sort(([a], [b]) => a - b).map(([row, problems]) => ({ row, problems }));
  }
}
