import ExcelJS from 'exceljs';
import unzipper from 'unzipper';

/** The parts of exceljs's streaming reader used here: its parsers, without its single-pass unzip. */
interface ReaderParts {
  model?: { sheets?: { id: number; rId: string }[] };
  workbookRels?: { Id: string; Target: string }[];
  _parseRels(entry: NodeJS.ReadableStream): Promise<void>;
  _parseWorkbook(entry: NodeJS.ReadableStream): Promise<void>;
  _parseSharedStrings(entry: NodeJS.ReadableStream): AsyncGenerator<unknown>;
  _parseStyles(entry: NodeJS.ReadableStream): Promise<void>;
  _parseWorksheet(entry: AsyncIterable<unknown>, sheetNo: string): Generator<{ eventType: string; value: AsyncIterable<ExcelJS.Row> }>;
}

/**
 * The first sheet of an xlsx file, row by row, so that a 10,000-row roll never sits in memory
 * whole. exceljs's own streaming reader reads the zip in one pass and now and then loses an entry
 * under Node 18+ (exceljs#3064: about one read in 300 here, 'Cannot read properties of undefined
 * (reading sheets)', a good file refused). Here the zip's central directory is read first and the
 * workbook, its relations, shared strings and styles are parsed before the sheet, each part
 * streamed from the file; only exceljs's XML parsers are reused. Throws on a file that is not a
 * workbook; answers nothing when it has no sheet.
 */
export async function* firstSheetRows(path: string): AsyncGenerator<ExcelJS.Row> {
  const dir = await unzipper.Open.file(path);
  const part = (name: string) => dir.files.find((f) => f.path === name || f.path === `/${name}`);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(path, { sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', worksheets: 'emit' }) as unknown as ReaderParts;
  const rels = part('xl/_rels/workbook.xml.rels');
  const workbook = part('xl/workbook.xml');
  if (!rels || !workbook) throw new Error('not an xlsx workbook');
  await reader._parseRels(rels.stream());
  await reader._parseWorkbook(workbook.stream());
  const strings = part('xl/sharedStrings.xml');
  if (strings) for await (const _ of reader._parseSharedStrings(strings.stream())) { /* 'cache' keeps them on the reader */ }
  const styles = part('xl/styles.xml');
  if (styles) await reader._parseStyles(styles.stream());

  const first = reader.model?.sheets?.[0];
  const target = first && reader.workbookRels?.find((r) => r.Id === first.rId)?.Target;
  const sheetNo = target && /worksheets\/sheet(\d+)\.xml$/.exec(target)?.[1];
  const sheet = sheetNo ? part(`xl/worksheets/sheet${sheetNo}.xml`) : undefined;
  if (!sheet || !sheetNo) return;
  for (const event of reader._parseWorksheet(sheet.stream(), sheetNo)) {
    if (event.eventType === 'worksheet') yield* event.value;
  }
}
