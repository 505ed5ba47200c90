/** The `lang` attribute of a page in one of the site's languages (Chinese as written in mainland China). */
import { DEFAULT_LANG, type Lang } from '../contract/common';

export const htmlLang = (lang: Lang | undefined) => ((lang ?? DEFAULT_LANG) === 'zh' ? 'zh-CN' : (lang ?? DEFAULT_LANG));
