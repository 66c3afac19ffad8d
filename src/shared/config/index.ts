/**
 * Business constants of SPEC §9 and the run-time environment. Every constant lives here once,
 * named after what it means; nothing else in the code base repeats these numbers.
 */

/** Default timeout of every API call (SPEC §7, §9). */
export const REQUEST_TIMEOUT_MS = 300_000;
/** Timeout of the captcha call (SPEC §9); the contract declares it as `x-timeout`. */
export const CAPTCHA_TIMEOUT_MS = 20_000;
/** Window in which an identical POST/PUT is refused (SPEC §5). */
export const DUPLICATE_SUBMIT_WINDOW_MS = 1_000;

/** Pagination (SPEC §9). */
export const PAGE_SIZE_DEFAULT = 10;
export const PAGE_MAX = 1_000;
/** A search keyword's length, in the box and in the URL (a longer one is cut). */
export const KEYWORD_MAX = 50;
/** The keyword of the searches that take titles, names and numbers together: works (/search, the home box), journals, cases. */
export const KEYWORD_MAX_LONG = 100;
export const PAGER_BUTTONS = 7;
export const PAGER_QUICK_JUMP = 5;
/**
 * Deliberate exception to PAGE_SIZE_DEFAULT: the expert and interview-video grids show 12 cards,
 * which fill rows of 2, 3 and 4 columns without a gap.
 */
export const EXPERT_GRID_PAGE_SIZE = 12;
/**
 * The contract's largest page (`pageSize` maximum 100): what a choice list (coupons at checkout,
 * card batches, sub-accounts) asks for when it wants every row in one request.
 */
export const CHOICE_LIST_PAGE_SIZE = 100;

/** Upload defaults (SPEC §5, §9). */
export const UPLOAD_MAX_MB = 5;
export const UPLOAD_MAX_COUNT = 1;
export const UPLOAD_EXTENSIONS = ['doc', 'xls', 'ppt', 'txt', 'pdf', 'docx'] as const;
export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg'] as const;
export const CROP_BOX = { width: 230, height: 305 } as const;

/** Phones: small viewport threshold and the base width of root font scaling (SPEC §9). */
export const SMALL_VIEWPORT_MAX_PX = 768;
export const MOBILE_BASE_WIDTH_PX = 375;

/** Cookie names of SPEC §3. */
export const COOKIE_TOKEN = 'Front-Token';
export const COOKIE_USER_TYPE = 'USER_TYPE';
export const COOKIE_AGENT_TYPE = 'SET_AGENTTYPE';
export const COOKIE_NICK_NAME = 'NICK_NAME';

/** Loading animation (SPEC §1, §9). */
export const LOADING_ANIMATION = { width: 400, height: 300, fps: 25, frames: 40 } as const;

/** API base path (SPEC §7) and image preview prefix. */
export const API_BASE = '/api';
export const IMAGE_VIEW_PATH = '/api/common/imageView/';

/** Brand shown after the hyphen in every page title. */
export const BRAND: string = import.meta.env.VITE_APP_BRAND || '学术服务平台';

/**
 * The site's one-line description: the shell's `<meta name="description">` (index.html, kept equal
 * by a test), and the card of every page that says nothing more about itself.
 */
export const SITE_DESCRIPTION = '学术服务平台：学术查重、AIGC检测、专利评估、原创认证、版权运营、专家学者与学术资讯';
/**
 * The deployed site's absolute address (`VITE_SITE_URL`, e.g. https://xueshu.example.cn): the
 * pages' `og:url`, and what makes the prerendered pages' image absolute. Empty when unset.
 */
export const SITE_URL: string = import.meta.env.VITE_SITE_URL ?? '';
/** The site's share image (`VITE_SITE_IMAGE`: a path on the site or an absolute URL); empty when unset. */
export const SITE_IMAGE: string = import.meta.env.VITE_SITE_IMAGE ?? '';
/** A shared page's description: one line of plain text, at most this many characters. */
export const SHARE_DESCRIPTION_MAX = 60;

/** What the user reads when a piece of the app (a page, a dialog, the HTTP client) could not be fetched. */
export const CHUNK_FAILED_TEXT = '页面加载失败，请检查网络后重新加载';
