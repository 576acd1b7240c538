/**
 * The portal's Chakra UI system: Chakra's base preset and default tokens, the recipes of the
 * components the portal uses, a brand palette, and the operating system's font stack (no web fonts,
 * so it renders the same on a closed network).
 *
 * Recipes are listed one by one rather than taking `defaultConfig` whole: all of Chakra's recipes
 * weigh about 110 KB minified and would all sit in the JavaScript /login loads (DESIGN §10 budget:
 * 150 KB gzip). Only what the public screens use is here; the signed-in app adds the shell's
 * recipes in its own chunk (shell-theme.ts), the toast stack its own (theme-toast.ts). A component
 * whose recipe is missing renders unstyled: when a screen starts using a new one, import its recipe
 * from '@chakra-ui/react/theme' and add it to the module of the chunk that uses it.
 */
import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs, type SystemContext } from '@chakra-ui/react';
import {
  animationStyles,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  semanticTokens,
  skeletonRecipe,
  spinnerRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

const SYSTEM_FONTS =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji"';

/** Chakra's default theme, trimmed to the recipes in use. */
export const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      button: buttonRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      card: cardSlotRecipe,
      field: fieldSlotRecipe,
    },
  },
});

export const portalTheme = defineConfig({
  theme: {
    tokens: {
      fonts: {
        heading: { value: SYSTEM_FONTS },
        body: { value: SYSTEM_FONTS },
      },
      colors: {
        brand: {
          50: { value: '#eef3ff' },
          100: { value: '#dae4ff' },
          200: { value: '#bccdff' },
          300: { value: '#8eabfd' },
          400: { value: '#5b80f8' },
          500: { value: '#375af2' },
          600: { value: '#1f4fd1' },
          700: { value: '#1b3fb0' },
          800: { value: '#1c378e' },
          900: { value: '#1c3271' },
          950: { value: '#152046' },
        },
      },
    },
    semanticTokens: {
      colors: {
        // The slots Chakra's recipes read when a component gets colorPalette="brand".
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
        // The shell's own surfaces, named for where they are used.
        sidebar: {
          bg: { value: '{colors.brand.950}' },
          fg: { value: '{colors.gray.300}' },
          muted: { value: '{colors.gray.400}' },
          hover: { value: 'rgba(255, 255, 255, 0.08)' },
          active: { value: '{colors.brand.600}' },
          border: { value: 'rgba(255, 255, 255, 0.1)' },
        },
        canvas: { value: '{colors.gray.50}' },
      },
    },
  },
  globalCss: {
    'html, body, #root': { height: '100%' },
    body: { bg: 'canvas', color: 'fg' },
  },
});

let built: SystemContext | undefined;

/**
 * The one system, built on first use rather than while the entry's scripts are evaluated: its build is
 * the longest piece of the start (about 30 ms of a phone's), and the entry runs it in a task of its own
 * (src/app/main.tsx) so that neither it nor the script evaluation is a long task.
 */
export function portalSystem(): SystemContext {
  built ??= createSystem(mergeConfigs(defaultBaseConfig, chakraTheme, portalTheme));
  return built;
}
