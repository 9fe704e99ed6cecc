import { z } from 'zod';

/**
 * What an import preview says about a row of an uploaded sheet: every problem found in it, each a
 * catalogue code with its parameters, so the web shows them in the reader's language. `params.field`
 * names a column by its key; the screen puts the column's own label in its place. Row 0 is the file.
 */
export const importProblemSchema = z.object({
  code: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type ImportProblem = z.infer<typeof importProblemSchema>;

export const importRowProblemsSchema = z.object({
  row: z.number().int(),
  problems: z.array(importProblemSchema),
});
export type ImportRowProblems = z.infer<typeof importRowProblemsSchema>;
