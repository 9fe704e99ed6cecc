import { eq, sql } from 'drizzle-orm';
import {
  considerationKeys, intentionIssue, intentionKeys, profileDictionaries as D, rangeIssue, recruitIssue, type baseInfoInputSchema, type cadresInputSchema,
  type degreeInputSchema, type intentionInputSchema, type practicesInputSchema, type ProfileRuleIssue, type profileSkillsInputSchema, type recruitInputSchema,
  type rewardsInputSchema, type studyInputSchema,
} from '@portal/contracts';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth/access-token.ts';
import type { Queryable } from '../../platform/db/client.ts';
import { saveContact } from '../../platform/auth/user-contact.ts';
import { POLITICAL_TYPE } from '../../platform/dictionaries/dictionaries.routes.ts';
import { BizError, otherUsersData } from '../../platform/http/errors.ts';
import { refreshCompletenessAfterContact } from '../resumes/index.ts';
import { considerationTypeOf, isType3, studentKindOf, writableStudent } from './profile-access.ts';
import { Dicts } from './profile-dicts.ts';
import { intentionDictionary } from './profile-views.ts';
import * as repo from './profile.repo.ts';
import {
  profileBaseInfos, profileCadres, profileDegrees, profileIntentions, profileOtherEdus, profilePapers, profilePractices, profileRecruits, profileRewards,
  profileSkills, profileStudies, profileWorkInfos,
} from './profile.tables.ts';

type Out<T extends z.ZodType> = z.output<T>;
const refuse = (issue: ProfileRuleIssue | null) => {
  if (issue) throw new BizError(issue.code, issue.n === undefined ? {} : { n: issue.n });
};
const now = sql`now()`;

/**
 * The profile's saves (README 'Saves'): the student's own only (profile-access.ts), each in one
 * transaction holding the student's row, so a refused save changes nothing and two saves of one
 * student never interleave. Fields that do not apply to the student's kind are not stored.
 */
export class ProfileService {
  private readonly db: Queryable;
  constructor(db: Queryable) {
    this.db = db;
  }

  /** C02 (pathId null: create, the body's id 0) and C03 (update the caller's record `pathId`). E-mail and mobile go to the account. */
  async saveBaseInfo(auth: AuthContext, b: Out<typeof baseInfoInputSchema>, pathId: number | null): Promise<{ id: number }> {
    return this.db.transaction(async (tx) => {
        const u = await writableStudent(tx, auth, b.studentId);
        const existing = await this.ownRecord(tx, u.id, pathId, b.id, repo.baseInfoById, repo.baseInfoOf);
        const dicts = await Dicts.load(tx, [D.educationBackground, D.marriageStatus, POLITICAL_TYPE]);
        const type3 = isType3(u);
        const v = {
          cardType: b.cardType, idCardNo: b.idCardNo, political: b.political,
          fatherOccupation: type3 ? '' : b.fatherOccupation, fatherEducationKey: type3 ? null : b.fathorEducationBackgroundKey,
          motherOccupation: type3 ? '' : b.motherOccupation, motherEducationKey: type3 ? null : b.motherEducationBackgroundKey,
          marriageStatusKey: type3 ? b.marriageStatusKey : null,
        };
        dicts.check(D.educationBackground, v.fatherEducationKey, 'fathorEducationBackgroundKey');
        dicts.check(D.educationBackground, v.motherEducationKey, 'motherEducationBackgroundKey');
        dicts.check(D.marriageStatus, v.marriageStatusKey, 'marriageStatusKey');
        dicts.check(POLITICAL_TYPE, v.political, 'political');
        // The one contact record (PROF-G02): an address of another account answers 98907, a race too.
        await saveContact(tx, u.id, { email: b.email, mobile: b.mobile });
        await refreshCompletenessAfterContact(tx, u.id);
        if (existing) {
          await tx.update(profileBaseInfos).set({ ...v, updatedAt: now }).where(eq(profileBaseInfos.id, existing.id));
          return { id: existing.id };
        }
        const [row] = await tx.insert(profileBaseInfos).values({ ...v, studentId: u.id }).returning({ id: profileBaseInfos.id });
        return { id: row!.id };
    });
  }

  /** C05: one row per student (upserted), the lists replaced; work and other education only when answered yes (S02). */
  async saveRecruit(auth: AuthContext, b: Out<typeof recruitInputSchema>): Promise<{ id: number }> {
    return this.db.transaction(async (tx) => {
      const u = await writableStudent(tx, auth, b.studentId);
      const kind = studentKindOf(u);
      refuse(recruitIssue(b, kind));
      const under = kind === 'undergraduate';
      const doctoral = kind === 'doctoral';
      const works = !under && b.isWorked ? b.workInfos : [];
      const edus = !under && b.isHaveOtherEdu ? b.otherEdus : [];
      const v = {
        studentProvince: b.studentProvince, ethnicGroups: b.ethnicGroups,
        gaoKaoPoint: under ? b.gaoKaoPoint : null, totalPoints: under ? b.totalPoints : null,
        provinceRanking: under ? b.provinceRanking : null, cityRanking: under ? b.cityRanking : null,
        liberalOrScienceKey: under ? b.liberalOrScienceKey : null,
        isGoodAtSport: under ? b.isGoodAtSport : null, goodAtSportReason: under && b.isGoodAtSport ? b.goodAtSportReason : '',
        entranceWayKey1: under ? null : b.entranceWayKey1, baccalaureateCollege: under ? '' : b.baccalaureateCollege,
        major1: under ? '' : b.major1, degree1: under ? '' : b.degree1,
        entranceWayKey2: doctoral ? b.entranceWayKey2 : null, masterSchool: doctoral ? b.masterSchool : '', major2: doctoral ? b.major2 : '', degree2: doctoral ? b.degree2 : '',
        entranceWayKey3: doctoral ? b.entranceWayKey3 : null, doctorCollege: doctoral ? b.doctorCollege : '', major3: doctoral ? b.major3 : '', degree3: doctoral ? b.degree3 : '',
        isWorked: under ? null : b.isWorked, isHaveOtherEdu: under ? null : b.isHaveOtherEdu,
      };
      const dicts = await Dicts.load(tx, [D.liberalAndScience, D.entranceWay, D.entranceWayDoctor, D.entranceWayOtherEdu, D.enterpriseProperty, D.enterpriseIndustry]);
      dicts.check(D.liberalAndScience, v.liberalOrScienceKey, 'liberalOrScienceKey');
      dicts.check(D.entranceWay, v.entranceWayKey1, 'entranceWayKey1');
      dicts.check(D.entranceWay, v.entranceWayKey2, 'entranceWayKey2');
      dicts.check(D.entranceWayDoctor, v.entranceWayKey3, 'entranceWayKey3');
      for (const w of works) {
        dicts.check(D.enterpriseProperty, w.enterprisePropertyKey, 'enterprisePropertyKey');
        dicts.check(D.enterpriseIndustry, w.enterpriseIndustryKey, 'enterpriseIndustryKey');
      }
      for (const e of edus) dicts.check(D.entranceWayOtherEdu, e.entranceWayKey, 'entranceWayKey');
      const [row] = await tx.insert(profileRecruits).values({ ...v, studentId: u.id })
        .onConflictDoUpdate({ target: profileRecruits.studentId, set: { ...v, updatedAt: now } }).returning({ id: profileRecruits.id });
      await repo.replaceList(tx, profileWorkInfos, u.id, works);
      await repo.replaceList(tx, profileOtherEdus, u.id, edus);
      return { id: row!.id };
    });
  }

  /** C07: the four lists replaced together. */
  async saveRewards(auth: AuthContext, b: Out<typeof rewardsInputSchema>): Promise<{ id: number }> {
    return this.db.transaction(async (tx) => {
      const u = await writableStudent(tx, auth, b.studentId);
      const rows = [
        ...b.jjList.map((x) => ({ ...x, isPoverty: false, isStudentGrant: false })),
        ...b.zjList.map((x) => ({ ...x, level: '' })),
        ...b.jlList.map((x) => ({ ...x, moneyOrTime: x.moneyOrTime ?? '', isPoverty: false, isStudentGrant: false })),
        ...b.cfList.map((x) => ({ ...x, level: '', moneyOrTime: x.moneyOrTime ?? '', isPoverty: false, isStudentGrant: false })),
      ];
      await repo.replaceList(tx, profileRewards, u.id, rows);
      return { id: 0 };
    });
  }

  /** C09 (pathId null: create) and C10. */
  async saveDegree(auth: AuthContext, b: Out<typeof degreeInputSchema>, pathId: number | null): Promise<{ id: number }> {
    return this.db.transaction(async (tx) => {
      const u = await writableStudent(tx, auth, b.studentId);
      const existing = await this.ownRecord(tx, u.id, pathId, b.id, repo.degreeById, repo.degreeOf);
      const dicts = await Dicts.load(tx, [D.studentDirection]);
      dicts.check(D.studentDirection, b.studentDirectionKey, 'studentDirectionKey');
      const v = { school: b.school, college: b.college, major: b.major, studentDirectionKey: b.studentDirectionKey };
      if (existing) {
        await tx.update(profileDegrees).set({ ...v, updatedAt: now }).where(eq(profileDegrees.id, existing.id));
        return { id: existing.id };
      }
      const [row] = await tx.insert(profileDegrees).values({ ...v, studentId: u.id }).returning({ id: profileDegrees.id });
      return { id: row!.id };
    });
  }

  /** C12: months in range (S03). */
  async saveCadres(auth: AuthContext, b: Out<typeof cadresInputSchema>): Promise<{ id: number }> {
    return this.db.transaction(async (tx) => {
      const u = await writableStudent(tx, auth, b.studentId);
      refuse(rangeIssue(b.dtoList));
      await repo.replaceList(tx, profileCadres, u.id, b.dtoList);
      return { id: 0 };
    });
  }

  /** C14: the doctoral exam only for doctoral students; the papers replaced. */
  async saveStudy(auth: AuthContext, b: Out<typeof studyInputSchema>): Promise<{ id: number }> {
    return this.db.transaction(async (tx) => {
      const u = await writableStudent(tx, auth, b.studentId);
      const v = {
        estimatedGraduationDate: b.estimatedGraduationDate, major: b.major,
        doctoralExamKey: studentKindOf(u) === 'doctoral' ? b.doctoralQualificationExaminationKey : null,
      };
      await tx.insert(profileStudies).values({ ...v, studentId: u.id }).onConflictDoUpdate({ target: profileStudies.studentId, set: { ...v, updatedAt: now } });
      await repo.replaceList(tx, profilePapers, u.id, b.dtoList);
      return { id: 0 };
    });
  }

  /** C16: the five lists replaced; software levels from the Proficiency dictionary. */
  async saveSkills(auth: AuthContext, b: Out<typeof profileSkillsInputSchema>): Promise<{ id: number }> {
    return this.db.transaction(async (tx) => {
      const u = await writableStudent(tx, auth, b.studentId);
      const dicts = await Dicts.load(tx, [D.proficiency]);
      const software = b.cList.map((c) => {
        dicts.check(D.proficiency, c.proficiencyKey, 'proficiencyKey');
        return { name: c.name, type: 'C', proficiencyKey: c.proficiencyKey, scoreOrProficiencyDes: dicts.text(D.proficiency, c.proficiencyKey)!.des };
      });
      const plain = [...b.eList, ...b.oList, ...b.rList, ...b.bList].map((s) => ({ ...s, proficiencyKey: null }));
      await repo.replaceList(tx, profileSkills, u.id, [...plain, ...software]);
      return { id: 0 };
    });
  }

  /** C18 (the read-style name, Q-31): dates in range. */
  async savePractice(auth: AuthContext, b: Out<typeof practicesInputSchema>): Promise<{ id: number }> {
    return this.db.transaction(async (tx) => {
      const u = await writableStudent(tx, auth, b.studentId);
      refuse(rangeIssue(b.dtoList));
      const dicts = await Dicts.load(tx, [D.enterpriseProperty, D.enterpriseIndustry]);
      for (const p of b.dtoList) {
        dicts.check(D.enterpriseProperty, p.enterprisePropertyKey, 'enterprisePropertyKey');
        dicts.check(D.enterpriseIndustry, p.enterpriseIndustryKey, 'enterpriseIndustryKey');
      }
      await repo.replaceList(tx, profilePractices, u.id, b.dtoList);
      return { id: 0 };
    });
  }

  /** C20: V11, offered intentions only (S04), considerations of the student's page's dictionary. */
  async saveIntention(auth: AuthContext, b: Out<typeof intentionInputSchema>): Promise<{ id: number }> {
    return this.db.transaction(async (tx) => {
      const u = await writableStudent(tx, auth, b.studentId);
      const r = b.dtoList[0]!;
      refuse(intentionIssue(r));
      const dic = await intentionDictionary(tx);
      intentionKeys(r).forEach((id, i) => {
        if (id === null) return;
        const d = dic.find((x) => x.id === id);
        if (!d) throw new BizError('98004', { field: `intentionKey${i + 1}` });
        if (d.status !== 1) throw new BizError('98010');
      });
      const type = considerationTypeOf(u);
      const other = type === 'MBAChoose' ? 'BSBChoose' : 'MBAChoose';
      const dicts = await Dicts.load(tx, [type, other]);
      considerationKeys(r).forEach((k, i) => {
        if (dicts.text(type, k)) return;
        if (dicts.text(other, k)) throw new BizError('98011');
        throw new BizError('98004', { field: `directionKey${i + 1}` });
      });
      const v = {
        intentionKey1: r.intentionKey1!, intentionKey2: r.intentionKey2, intentionKey3: r.intentionKey3, considerationType: type,
        directionKey1: r.directionKey1!, directionKey2: r.directionKey2!, directionKey3: r.directionKey3!, directionKey4: r.directionKey4!, directionKey5: r.directionKey5!,
      };
      const [row] = await tx.insert(profileIntentions).values({ ...v, studentId: u.id })
        .onConflictDoUpdate({ target: profileIntentions.studentId, set: { ...v, updatedAt: now } }).returning({ id: profileIntentions.id });
      return { id: row!.id };
    });
  }

  /**
   * The record a single-form save changes (S01): create (no path id) needs the body's id 0 and no
   * record yet (98002); update needs the path's record (98001) to be the caller's (else 403).
   */
  private async ownRecord<R extends { id: number; studentId: number }>(
    tx: Queryable, studentId: number, pathId: number | null, bodyId: number,
    byId: (db: Queryable, id: number) => Promise<R | undefined>, ofStudent: (db: Queryable, studentId: number) => Promise<R | undefined>,
  ): Promise<R | undefined> {
    if (pathId === null) {
      if (bodyId !== 0 || (await ofStudent(tx, studentId))) throw new BizError('98002');
      return undefined;
    }
    const row = await byId(tx, pathId);
    if (!row) throw new BizError('98001');
    if (row.studentId !== studentId) throw otherUsersData();
    return row;
  }
}
