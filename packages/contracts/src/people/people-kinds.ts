import { z } from 'zod';

/** A person of the portal is a student or a member of staff; the people list and each import take one kind. */
export const personKinds = ['student', 'staff'] as const;
export type PersonKind = (typeof personKinds)[number];
export const personKindSchema = z.enum(personKinds);

/** Active (signs in), disabled (sign-ins refused, can be enabled again), left (graduated, withdrew: a date and a reason). */
export const personStatuses = ['active', 'disabled', 'left'] as const;
export type PersonStatus = (typeof personStatuses)[number];
export const personStatusSchema = z.enum(personStatuses);

export const leftReasons = ['graduated', 'withdrew', 'other'] as const;
export type LeftReason = (typeof leftReasons)[number];
export const leftReasonSchema = z.enum(leftReasons);
