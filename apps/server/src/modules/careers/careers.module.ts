import { joinParts } from '../../platform/domains/module-parts.ts';
import type { PortalModule } from '../../platform/domains/module.ts';
import { activitiesPart } from './activities.part.ts';
import { evaluationPart } from './evaluation.part.ts';
import { positionsPart } from './positions.part.ts';
import { seedCareerAdmin } from './careers.seed.ts';

/**
 * Careers (FEATURES §2.5, CAR): recruitment postings and employers, career activities with their
 * sign-up rules and waitlists, and the professional evaluation; with the career office's console.
 * The core seed makes the career office's account; each part seeds its own demo data.
 */
export const careersModule: PortalModule = joinParts('careers', [positionsPart, activitiesPart, evaluationPart], seedCareerAdmin);
