import enBidding from '../../i18n/en-US/bidding.json';
import zhBidding from '../../i18n/zh-CN/bidding.json';
import { registerTranslations } from '../../shared/language.ts';

/**
 * The bidding texts load with the bidding pages (every page imports this module first), so the
 * sign-in and home pages stay within their budget; both languages come along because the staff
 * console switches language without reloading.
 */
registerTranslations({ 'zh-CN': zhBidding, 'en-US': enBidding });
