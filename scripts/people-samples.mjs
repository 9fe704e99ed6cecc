// `node scripts/people-samples.mjs` (Node 24, as every npm script): writes the sample rolls
// docs/samples/students.xlsx and docs/samples/staff.xlsx (and the teaching office's classes.xlsx and
// enrolments.xlsx), and the header table of
// docs/people-import.md, from the people module's own tables (modules/people/import-samples.ts and
// import-columns.ts), so the samples and the doc cannot drift from what the import reads. It also
// writes the catalogue's samples docs/samples/courses.xlsx and docs/samples/cohorts.xlsx
// (modules/teaching/catalogue-samples.ts).
import { readFile, writeFile } from 'node:fs/promises';
import { sampleRolls } from '../apps/server/src/modules/people/import-samples.ts';
import { headerTableMarkdown } from '../apps/server/src/modules/people/import-doc.ts';
import { catalogueSamples } from '../apps/server/src/modules/teaching/catalogue-samples.ts';
import { sampleClassSheets } from '../apps/server/src/modules/teaching/class-import-samples.ts';

const root = new URL('../', import.meta.url);
await writeFile(new URL('docs/samples/students.xlsx', root), await sampleRolls.student());
await writeFile(new URL('docs/samples/staff.xlsx', root), await sampleRolls.staff());
await writeFile(new URL('docs/samples/courses.xlsx', root), await catalogueSamples.courses());
await writeFile(new URL('docs/samples/cohorts.xlsx', root), await catalogueSamples.cohorts());
// The teaching office's sheets, which import after these rolls (modules/teaching/class-import-samples.ts).
await writeFile(new URL('docs/samples/classes.xlsx', root), await sampleClassSheets.classes());
await writeFile(new URL('docs/samples/enrolments.xlsx', root), await sampleClassSheets.enrolments());

const docUrl = new URL('docs/people-import.md', root);
const doc = await readFile(docUrl, 'utf8');
const start = '<!-- header-table:start -->';
const end = '<!-- header-table:end -->';
const [before, rest] = doc.split(start);
const after = rest?.split(end)[1];
if (before === undefined || after === undefined) throw new Error(`docs/people-import.md lacks the ${start} … ${end} markers`);
await writeFile(docUrl, `${before}${start}\n${headerTableMarkdown()}${end}${after}`);
console.log('wrote docs/samples/students.xlsx, staff.xlsx, courses.xlsx, cohorts.xlsx, classes.xlsx, enrolments.xlsx and the header table of docs/people-import.md');
