import type { MessageTable } from './types.ts';

/**
 * Eligibility of study-trip plans, visiting projects and double-degree programmes (server modules
 * mobility and double-degree, README 'Eligibility'), codes 97200–97249. The parameters come in both
 * languages (`eligibilityParams`): the Chinese text reads the plain keys, the English one the `…En` keys.
 */
export const mobilityEligibilityMessages = {
  '97200': { zh: '该游学计划仅面向{audience}，你是{you}（不符：{misses}）', en: 'This study-trip plan is open to {audienceEn}; you are {youEn} (not matching: {missesEn})' },
  '97201': { zh: '该游学项目仅面向{audience}，你是{you}（不符：{misses}）', en: 'This visiting project is open to {audienceEn}; you are {youEn} (not matching: {missesEn})' },
  '97202': { zh: '该双学位项目仅面向{audience}，你是{you}（不符：{misses}）', en: 'This double-degree programme is open to {audienceEn}; you are {youEn} (not matching: {missesEn})' },
} satisfies MessageTable;
