import type { AnonymisedPerson, PersonalDataRules } from '@portal/contracts';
import type { AuthContext } from '../../platform/auth/access-token.ts';
import { insertAudit } from '../../platform/audit/audit.repo.ts';
import type { Db } from '../../platform/db/client.ts';
import type { ModuleRegistry } from '../../platform/domains/module.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import { BizError, notFound } from '../../platform/http/errors.ts';
import { dbNow } from '../../platform/time/db-clock.ts';
import { schoolDate } from '../../platform/time/school-zone.ts';
import * as writes from './anonymise.repo.ts';
import { personTables } from './person-tables.ts';
import { collectPersonalData } from './personal-data-export.service.ts';
import { eligiblePeople, lockedPerson } from './personal-data.repo.ts';

export interface AnonymiseOptions {
  /** ANONYMISE_AFTER_YEARS: whole years after the left date. */
  years: number;
  /** Where the bytes are removed from once the rows are gone. */
  storage: FileStorage;
  /** Errors removing bytes after the commit: the rows are gone, the bytes are orphans to report. */
  onOrphan?: (storedName: string, err: unknown) => void;
}

/**
 * Anonymises a person who left at least N years ago (docs/privacy.md 'Anonymisation'): every
 * module's hook clears its personal free text, then the account's names, numbers, contacts and
 * sign-in traces and the person's files go, all in one transaction under a lock on the account,
 * so a second anonymisation waits and is then refused. Counts and statistics stay, tied to the
 * anonymised, disabled account.
 */
export class AnonymiseService {
  private readonly db: Db;
  private readonly registry: ModuleRegistry;
  private readonly opts: AnonymiseOptions;
  constructor(db: Db, registry: ModuleRegistry, opts: AnonymiseOptions) {
    this.db = db;
    this.registry = registry;
    this.opts = opts;
  }

  async rules(): Promise<PersonalDataRules> {
    return { anonymiseAfterYears: this.opts.years, today: schoolDate(await dbNow(this.db)) };
  }

  /** Answers the actor for the audit row: null for the bulk command, which has no signed-in user. */
  async anonymise(personId: number, audit: { auth: AuthContext; path: string } | null): Promise<AnonymisedPerson> {
    const plan = await personTables();
    const { at, storedNames } = await this.db.transaction(async (tx) => {
      const person = await lockedPerson(tx, personId, this.opts.years);
      if (!person) throw notFound();
      if (person.anonymisedAt) throw new BizError('99302');
      if (!person.leftOn) throw new BizError('99300');
      if (!person.eligible) throw new BizError('99301', { leftOn: person.leftOn, years: this.opts.years, eligibleOn: person.eligibleOn ?? '' });
      // Read before the hooks clear the references (a signup's photo, a resume's PDF).
      const { namedFiles } = await collectPersonalData(tx, plan, personId);
      for (const { hooks } of this.registry.personalData) await hooks.anonymise(tx, personId);
      const anonymisedAt = await writes.anonymiseAccount(tx, personId);
      await writes.deleteAccountTraces(tx, personId);
      const names = await writes.deletePersonFiles(tx, personId, person.kind, namedFiles);
      if (audit) {
        await insertAudit(tx, {
          actorId: audit.auth.actorId ?? audit.auth.userId, subjectId: personId, action: 'people.anonymise', method: 'POST', path: audit.path, params: { id: String(personId) }, statusCode: 200,
        });
      }
      return { at: anonymisedAt, storedNames: names };
    });
    for (const name of storedNames) {
      await this.opts.storage.remove(name).catch((err: unknown) => this.opts.onOrphan?.(name, err));
    }
    return { id: personId, anonymisedAt: at.toISOString(), removedFiles: storedNames.length };
  }

  /** The bulk command's work: everyone eligible now, one transaction each, so one failure stops nothing else. */
  async anonymiseEligible(dryRun: boolean): Promise<{ eligible: number; anonymised: number; removedFiles: number; failed: { id: number; error: string }[] }> {
    const ids = await eligiblePeople(this.db, this.opts.years);
    const out = { eligible: ids.length, anonymised: 0, removedFiles: 0, failed: [] as { id: number; error: string }[] };
    if (dryRun) return out;
    for (const id of ids) {
      try {
        const r = await this.anonymise(id, null);
        out.anonymised += 1;
        out.removedFiles += r.removedFiles;
      } catch (err) {
        out.failed.push({ id, error: err instanceof Error ? err.message : String(err) });
      }
    }
    return out;
  }
}
