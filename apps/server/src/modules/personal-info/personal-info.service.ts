import {
  isPersonalInfoPageType, personalInfoIssueCode, personalInfoSchemaOf, type EmbaPersonalInfo, type MbaPersonalInfo, type MessageCode,
  type PersonalInfo, type PersonalInfoBody, Role,
} from '@portal/contracts';
import type { AuthContext } from '../../platform/auth/access-token.ts';
import { assertOwnOrRole } from '../../platform/auth/access.ts';
import { findUserById } from '../../platform/auth/auth.repo.ts';
import { contactOf, lockContact, saveContact } from '../../platform/auth/user-contact.ts';
import type { Db } from '../../platform/db/client.ts';
import type { FileStore } from '../../platform/files/file-store.ts';
import { findFile } from '../../platform/files/files.repo.ts';
import { BizError, HttpError, otherUsersData } from '../../platform/http/errors.ts';
import { checkPhoto } from './personal-info-photo.ts';
import * as repo from './personal-info.repo.ts';
import { refreshCompletenessAfterContact } from '../resumes/index.ts';

/**
 * Staff who may read any student's record (README 'Who'): the student-affairs office; administrators
 * pass every role rule. The role's name is the one ARCHITECTURE.md gives the `studentaffairs` account.
 */
export const PERSONAL_INFO_READERS = [Role.studentAffairs] as const;

/** The personal-information page (PROF-C23, C24): the record of EMBA and MBA students. Decisions: README.md. */
export class PersonalInfoService {
  private readonly db: Db;
  private readonly files: FileStore;
  constructor(db: Db, files: FileStore) {
    this.db = db;
    this.files = files;
  }

  /** PROF-C23: the student's own record; staff of the office and administrators read anyone's. */
  async get(ctx: AuthContext, userId: number): Promise<PersonalInfo> {
    assertOwnOrRole(ctx, userId, PERSONAL_INFO_READERS);
    const user = await findUserById(this.db, userId);
    if (!user) throw new HttpError(404, '90005');
    const [record, contacts, contact] = [await repo.recordOf(this.db, userId), await repo.contactsOf(this.db, userId), await contactOf(this.db, userId)];
    const photo = contact.photoFileId ? await findFile(this.db, contact.photoFileId) : undefined;
    return {
      userId, pageType: user.pageType, email: contact.email, mobile: contact.mobile,
      company: record?.company ?? '', position: record?.position ?? '',
      isTop500: record?.isTop500 ?? null, isChinaTop500: record?.isChinaTop500 ?? null,
      studentPhoto: photo
        ? JSON.stringify({ name: photo.originalName, uid: photo.id, url: this.files.uploadLink(photo.id, photo.originalName), status: 'done' })
        : '',
      isPhoto: !!photo,
      studentEmergency: contacts.map((c) => ({ isFirst: c.isFirst, emergency: c.name, emergencyPhone: c.phone })),
    };
  }

  /**
   * PROF-C24: only the student writes, only on an EMBA or MBA record (98908). The programme's schema
   * checks the form (the first issue's code, every issue as data); the photo is judged on its bytes
   * before the transaction (stored files never change), then e-mail, mobile and photo go to the one
   * contact record and the rest to this module's tables, in one transaction.
   */
  async save(ctx: AuthContext, userId: number, body: PersonalInfoBody): Promise<PersonalInfo> {
    if (userId !== ctx.userId) throw otherUsersData();
    const user = await findUserById(this.db, userId);
    const pageType = user?.pageType;
    if (!isPersonalInfoPageType(pageType)) throw new BizError('98908');
    const parsed = personalInfoSchemaOf(pageType).safeParse(body);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) => ({ field: i.path.join('.'), code: personalInfoIssueCode(i) }));
      throw new BizError(issues[0]!.code as MessageCode, {}, { data: issues });
    }
    const form = parsed.data as EmbaPersonalInfo | MbaPersonalInfo;
    const emba = pageType === 'emba' ? (form as EmbaPersonalInfo) : null;
    const photoId = form.studentPhoto;
    if (photoId) {
      // Someone else's file is refused before its bytes are judged: the answer tells nothing of it.
      const file = await findFile(this.db, photoId);
      if (!file || (file.ownerId !== userId && photoId !== user!.photoFileId)) throw new BizError('98909');
      await checkPhoto(this.db, this.files, photoId, pageType);
    }

    await this.db.transaction(async (tx) => {
      await lockContact(tx, userId);
      await repo.lockRecord(tx, userId);
      const before = await contactOf(tx, userId);
      // Only the student's own upload, or the photo already on record (attach answers the own ones).
      if (photoId && photoId !== before.photoFileId && (await this.files.attach(tx, [photoId], userId)).length === 0) throw new BizError('98909');
      await saveContact(tx, userId, { email: form.email, mobile: form.mobile, ...(photoId || pageType === 'mba' ? { photoFileId: photoId } : {}) });
      await refreshCompletenessAfterContact(tx, userId);
      if (emba) {
        await repo.updateRecord(tx, userId, { company: emba.company, position: emba.position, isTop500: emba.isTop500, isChinaTop500: emba.isChinaTop500 });
        await repo.setFirstContact(tx, userId, emba.emergency ? { name: emba.emergency, phone: emba.emergencyPhone } : null);
      } else {
        await repo.updateRecord(tx, userId, { company: form.company, position: form.position });
      }
    });
    return this.get(ctx, userId);
  }
}
