import { createSystem, defaultBaseConfig, defineConfig, defineGlobalStyles } from '@chakra-ui/react';
import type { SystemContext } from '@chakra-ui/react';
import {
  animationStyles,
  breakpoints,
  cssVarsPrefix,
  cssVarsRoot,
  keyframes,
  layerStyles,
  semanticTokens as baseSemanticTokens,
  textStyles,
  tokens as baseTokens,
  alertSlotRecipe,
  fileUploadSlotRecipe,
  avatarSlotRecipe,
  badgeRecipe,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  containerRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  linkRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  tagSlotRecipe,
  textareaRecipe,
  toastSlotRecipe,
} from '@chakra-ui/react/theme';

/** Chinese font stack: system fonts first, Noto CJK for Linux and screenshots. */
const FONT_STACK =
  '"PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Noto Sans SC", "Source Han Sans SC", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

type SemanticTokens = typeof baseSemanticTokens;

/**
 * The portal has one colour scheme, the light one (SPEC knows no dark mode): each semantic token
 * keeps its `_light` value alone. Chakra would otherwise declare every token twice (`:root` and
 * `.dark`) and compute both when the app starts; about a quarter of the theme's CSS variables.
 */
export function lightOnly(tokens: SemanticTokens): SemanticTokens {
  const walk = (node: unknown): unknown => {
    if (!node || typeof node !== 'object') return node;
    const value = (node as { value?: unknown }).value;
    if (value && typeof value === 'object' && '_light' in value) return { ...node, value: (value as { _light: unknown })._light };
    return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, walk(child)]));
  };
  return walk(tokens) as SemanticTokens;
}

/**
 * Chakra's global styles (its theme's `globalCss`) less the custom properties its `*` rule puts on
 * every element. Of those, the `--ring-*`, filter and backdrop ones serve only the `ring*` props
 * and `filter="auto"` / `backdropFilter="auto"`, which no page and no registered recipe uses; the
 * `--global-*` ones (the reset's font and border colour) are set on `html`, which every element
 * inherits them from. On every element they made the browser resolve some 27 properties, most of
 * them `var()`s, for each element of a page before its first paint. A page that starts using
 * `ring*` or the `auto` filters sets their defaults itself. Written out rather than derived from
 * Chakra's object, which then stays out of the bundle.
 */
export const globalStyles = defineGlobalStyles({
  '*': { fontFeatureSettings: '"cv11"' },
  html: {
    '--global-font-mono': 'fonts.mono',
    '--global-font-body': 'fonts.body',
    '--global-color-border': 'colors.border',
    color: 'fg',
    bg: 'bg',
    lineHeight: '1.5',
    colorPalette: 'gray',
  },
  '*::placeholder, *[data-placeholder]': { color: 'fg.muted/80' },
  '*::selection': { bg: 'colorPalette.emphasized/80' },
});

/**
 * Only the recipes the portal uses are registered: the full default config carries every
 * component's styles into the first load and breaks the 200 KB budget. A component whose recipe
 * is missing renders unstyled: add its recipe here when a page starts using it.
 */
const baseTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: globalStyles,
  theme: {
    breakpoints,
    keyframes,
    tokens: baseTokens,
    semanticTokens: lightOnly(baseSemanticTokens),
    textStyles,
    layerStyles,
    animationStyles,
  },
});

const config = defineConfig({
  globalCss: {
    'html, body': { fontFamily: 'body', bg: 'bg.subtle', color: 'fg' },
    body: { minHeight: '100dvh' },
    // Visible only when focused, so keyboard users can jump past the header.
    '.skip-link': {
      position: 'absolute',
      left: '-9999px',
      top: '2',
      zIndex: 'skipNav',
      bg: 'bg',
      px: '4',
      py: '2',
      rounded: 'md',
      boxShadow: 'md',
    },
    '.skip-link:focus': { left: '2' },
    // Plain links (the skip link, the logo, links inside text) get the same 2 px brand ring as
    // Chakra's controls instead of the browser's thin default, which is lost on the dark header.
    'a:focus-visible': { outlineWidth: '2px', outlineStyle: 'solid', outlineColor: 'brand.500', outlineOffset: '2px' },
  },
  theme: {
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      radiomark: radiomarkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      fileUpload: fileUploadSlotRecipe,
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      progress: progressSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      tag: tagSlotRecipe,
      toast: toastSlotRecipe,
    },
    tokens: {
      fonts: { heading: { value: FONT_STACK }, body: { value: FONT_STACK } },
      colors: {
        // Academic blue: the brand colour of the portal.
        brand: {
          50: { value: '#eef4ff' },
          100: { value: '#d9e6ff' },
          200: { value: '#b3ccff' },
          300: { value: '#80a8f5' },
          400: { value: '#4d82e6' },
          500: { value: '#2a62cc' },
          600: { value: '#1f4ea8' },
          700: { value: '#183d85' },
          800: { value: '#132f66' },
          900: { value: '#0d2147' },
          950: { value: '#08152e' },
        },
      },
    },
    semanticTokens: {
      colors: {
        // WCAG AA contrast (4.5:1 for text) on every background the portal puts text on (bg,
        // bg.subtle, bg.muted, brand.subtle): Chakra's light defaults for these fall short
        // (fg.subtle gray.400 is 2.6:1 on white; fg.error red.500 3.8:1; white on orange.600 3.6:1).
        fg: {
          subtle: {
            value: '{colors.gray.600}',
          },
          error: {
            value: '{colors.red.700}',
          },
          success: {
            value: '{colors.green.700}',
          },
          warning: {
            value: '{colors.orange.700}',
          },
        },
        green: {
          solid: {
            value: '{colors.green.700}',
          },
        },
        orange: {
          solid: {
            value: '{colors.orange.700}',
          },
        },
        // A price or an amount to pay: red, dark enough on white and on brand.subtle cards.
        price: {
          value: '{colors.red.700}',
        },
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
      },
    },
  },
});

let system: SystemContext | undefined;

/**
 * The portal's Chakra system, made once on first use (tokens, CSS variables, utilities, recipes):
 * in the browser by `make-system-early.ts` while the rest of the first load downloads, or by
 * main.tsx in a task of its own before React renders, whichever comes first (ADR 0008); otherwise
 * by the providers' first render; never in tests that do not render them.
 */
export function appSystem(): SystemContext {
  system ??= createSystem(defaultBaseConfig, baseTheme, config);
  return system;
}
