import type { MentorRow } from '@portal/contracts';
import { Descriptions, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { TypedText } from '../../../../shared/typed-text.tsx';

export type MentorTextKind = 'resume' | 'requirements';

/** The fields each dialog shows (SEL-U03), with their text keys. */
const sections: Record<MentorTextKind, { field: keyof MentorRow; label: string }[]> = {
  resume: [
    { field: 'teacherEducationalBackground', label: 'resumeDialog.education' },
    { field: 'teacherProfessionalexperience', label: 'resumeDialog.experience' },
  ],
  requirements: [
    { field: 'studentIndustryBackground', label: 'requirementsDialog.industry' },
    { field: 'studentFutureEmploymentbackground', label: 'requirementsDialog.career' },
    { field: 'otherRequirements', label: 'requirementsDialog.other' },
  ],
};

/** The mentor-resume and mentor-requirements dialogs (SEL-U03): each text, or 'none' when empty. */
export function MentorTextDialog({ mentor, kind, onClose }: { mentor: MentorRow | null; kind: MentorTextKind; onClose: () => void }) {
  const { t } = useTranslation();
  const m = (key: string) => t(`selection.student.mentor.${key}`);
  const none = t('selection.student.none');
  return (
    <Modal
      open={Boolean(mentor)} onCancel={onClose} footer={null} width={800} destroyOnHidden
      title={<>{m(kind === 'resume' ? 'resumeDialog.title' : 'requirementsDialog.title')}{mentor ? <> · <TypedText text={mentor.name} /></> : null}</>}
    >
      {mentor ? (
        <Descriptions column={1} bordered size="small" data-testid={`mentor-${kind}-dialog`}>
          {sections[kind].map((s) => {
            const value = mentor[s.field];
            return (
              <Descriptions.Item key={s.field} label={m(s.label)}>
                <TypedText text={typeof value === 'string' ? value.trim() : null} empty={none} pre />
              </Descriptions.Item>
            );
          })}
        </Descriptions>
      ) : null}
    </Modal>
  );
}
